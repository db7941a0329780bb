// A Jetpack Compose UI test that writes the sign-in screen's merged semantics tree to a file, the way a team adds
// a11y-crawl to its existing tests. Runs with the app's instrumented tests (`./gradlew connectedAndroidTest`);
// copy the file off the device with `adb pull`, or use Robolectric and write it in the build folder.
// (Not run here: this repository has no Android SDK.)
package com.example.shop

import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.printToString
import androidx.test.platform.app.InstrumentationRegistry
import java.io.File
import org.junit.Rule
import org.junit.Test

class SignInSemanticsDumpTest {
    @get:Rule val compose = createAndroidComposeRule<SignInActivity>()

    @Test fun dumpSignInSemantics() {
        compose.waitForIdle()
        // The merged tree is what TalkBack reads; `useUnmergedTree = true` keeps every node.
        val tree = compose.onRoot().printToString(maxDepth = Int.MAX_VALUE)
        val folder = InstrumentationRegistry.getInstrumentation().targetContext.getExternalFilesDir("a11y")!!
        File(folder, "compose-sign-in.txt").writeText(tree)
    }
}

// An Espresso test that writes the sign-in screen's view hierarchy to a file for a11y-crawl: the same text
// Espresso prints under "View Hierarchy:" when a view is not found. Runs with `./gradlew connectedAndroidTest`.
// (Not run here: this repository has no Android SDK.)
package com.example.shop

import android.view.View
import androidx.test.espresso.Espresso.onView
import androidx.test.espresso.UiController
import androidx.test.espresso.ViewAction
import androidx.test.espresso.matcher.ViewMatchers.isRoot
import androidx.test.espresso.util.HumanReadables
import androidx.test.ext.junit.rules.ActivityScenarioRule
import androidx.test.platform.app.InstrumentationRegistry
import java.io.File
import org.hamcrest.Matcher
import org.junit.Rule
import org.junit.Test

class SignInHierarchyDumpTest {
    @get:Rule val activity = ActivityScenarioRule(SignInActivity::class.java)

    @Test fun dumpSignInHierarchy() {
        onView(isRoot()).perform(object : ViewAction {
            override fun getConstraints(): Matcher<View> = isRoot()
            override fun getDescription() = "write the view hierarchy for a11y-crawl"
            override fun perform(uiController: UiController, view: View) {
                val text = HumanReadables.getViewHierarchyErrorMessage(view.rootView, null, "Sign-in screen", null)
                val folder = InstrumentationRegistry.getInstrumentation().targetContext.getExternalFilesDir("a11y")!!
                File(folder, "espresso-sign-in.txt").writeText(text)
            }
        })
    }
}

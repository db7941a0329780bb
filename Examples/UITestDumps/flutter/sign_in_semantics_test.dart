// A Flutter widget test that writes the sign-in screen's semantics tree to a file for a11y-crawl.
// Run with `flutter test test/sign_in_semantics_test.dart`; the file lands in build/a11y/.
// (Not run here: this repository has no Flutter SDK.)
import 'dart:io';

import 'package:flutter/rendering.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:shop/sign_in_page.dart';

void main() {
  testWidgets('dump the sign-in semantics', (WidgetTester tester) async {
    final SemanticsHandle semantics = tester.ensureSemantics();
    // A phone's size and ratio, so the sizes are those of a device.
    tester.view.physicalSize = const Size(1080, 2400);
    tester.view.devicePixelRatio = 2.625;
    addTearDown(tester.view.reset);
    await tester.pumpWidget(const SignInApp());

    // What debugDumpSemanticsTree() prints, written to a file instead of the console.
    final String tree = tester.binding.rootPipelineOwner.semanticsOwner!.rootSemanticsNode!
        .toStringDeep(childOrder: DebugSemanticsDumpOrder.traversalOrder);
    Directory('build/a11y').createSync(recursive: true);
    File('build/a11y/flutter-sign-in.txt').writeAsStringSync(tree);
    semantics.dispose();
  });
}

import CGtk
import Foundation
import Glibc
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// LANGUAGE=ko shows the UI in Korean, from the build tree (meson-helpers/test compiles the
/// catalogs into .build/locale first).
final class TranslationTests: XCTestCase {
    func testKoreanPageNamesAndValidationMessages() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            setenv("LANGUAGE", "ko", 1)
            // What Translations.setUp does at start, less keeping GTK from setting the locale
            // (GTK is already running here).
            Translations.useUserLocale()
            Translations.bindDomain()
            defer {
                unsetenv("LANGUAGE")
                Translations.useUserLocale()
            }
            // Checked against resources/po/ko.po by hand: the sidebar's titles.
            XCTAssertEqual(DemoPage.allCases.map(\.title), ["플로팅 레이블", "플레이스홀더 텍스트", "로그인", "채팅", "투표"])
            let demo = DemoWindow(options: DemoOptions(page: .login))
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let stack = demo.pageArea!
            let titles = DemoPage.allCases.map { page -> String in
                let child = gtk_stack_get_child_by_name(Gtk.Stack(stack).c, page.rawValue)!
                return String(cString: gtk_stack_page_get_title(gtk_stack_get_page(Gtk.Stack(stack).c, child)))
            }
            XCTAssertEqual(titles, ["플로팅 레이블", "플레이스홀더 텍스트", "로그인", "채팅", "투표"])

            // The core's validation messages, as the login page shows them.
            let login = demo.view(of: .login) as! LoginPage
            login.submit()
            XCTAssertEqual(String(cString: gtk_label_get_text(Gtk.Label(login.email.message).c)), "이메일 주소를 입력하세요.")
            login.email.text = "ada@example.com"
            login.password.text = "abc"
            login.submit()
            XCTAssertEqual(String(cString: gtk_label_get_text(Gtk.Label(login.password.message).c)), "비밀번호는 8자 이상이어야 합니다.")
            // The pages' intros, and the motion inspector (its note, drawn caption and tooltips
            // were English whatever the language).
            XCTAssertEqual(DemoPage.chat.intro, "메시지 입력줄이 화면 키보드를 따라 올라갑니다. 메시지 필드를 눌러 키보드를 올려 보세요.")
            let inspector = demo.motionInspector.inspector
            XCTAssertEqual(String(cString: gtk_label_get_text(Gtk.Label(inspector.reducedMotionNote).c)),
                           "동작 줄이기가 켜져 있습니다: 애니메이션이 바로 끝 상태로 넘어갑니다.")
            XCTAssertEqual(String(cString: gtk_widget_get_tooltip_text(inspector.closeButton)), "모션 검사기 닫기 (Ctrl+Shift+M)")
            // A plural through ngettext: Korean has one form.
            XCTAssertEqual(PollEditor.capMessage, "투표 항목은 최대 20개까지 만들 수 있습니다.")
            // The on-screen keyboard's word caps (they stayed "space" and "return").
            let layout = KeyboardLayout()
            XCTAssertEqual([layout.label(for: .space), layout.label(for: .returnKey)], ["스페이스", "리턴"])
        }
    }
}

extension TranslationTests {
    /// Runs `script` in bash from the source tree; its exit status and what it printed.
    static func shell(_ script: String) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        do { try process.run() } catch { XCTFail("cannot run bash: \(error)"); return (-1, "") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The translation check passes on the sources as they are, and fails, naming the file and
    /// line, when a copy of them gains an untranslated tooltip in the motion inspector, a
    /// drawn caption, or a tr() message the Korean catalog lacks.
    func testTheTranslationCheckCatchesAnUntranslatedString() {
        let copy = """
            set -e
            work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
            mkdir -p "$work/resources"
            cp -r Sources meson-helpers "$work/"; cp -r resources/po "$work/resources/"
            cd "$work"
            """
        let clean = Self.shell(copy + "\nmeson-helpers/compile-translations --check \"$work/locale\"")
        XCTAssertEqual(clean.status, 0, "the sources as they are pass: \(clean.output)")

        // The three untranslated kinds in one copy, a line each: the check names every line.
        let untranslated = [
            ("a tooltip", "gtk_widget_set_tooltip_text(button, \"Close the inspector\")", "Injected.swift:4: not translated: \"Close the inspector\""),
            ("a drawn caption", "cairo_show_text(cr, \"Duration\")", "Injected.swift:5: not translated: \"Duration\""),
            ("a label built from parts", "gtk_label_set_text(label, \"\\(count) animations\")", "Injected.swift:6: not translated: \"\\(count) animations\""),
        ]
        let missing = ("a message no catalog has", "gtk_label_set_text(label, tr(\"A message only English has\"))", "lacks messages the sources use")
        for cases in [untranslated, [missing]] {
            let inject = """
                cat > Sources/InputMotionGtk/Review/Injected.swift <<'SWIFT'
                import CGtk

                func injected() {
                \(cases.map { "    " + $0.1 }.joined(separator: "\n"))
                }
                SWIFT
                """
            let result = Self.shell(copy + "\n" + inject + "\nmeson-helpers/compile-translations --check \"$work/locale\"")
            for (name, _, expected) in cases {
                XCTAssertNotEqual(result.status, 0, "\(name): the check fails")
                XCTAssertTrue(result.output.contains(expected), "\(name): it says where (\(expected)): \(result.output)")
            }
        }
        // A string meant to stay as it is passes when its line says why.
        let marked = Self.shell(copy + """

            printf 'func injected() {\\n    gtk_window_set_title(window, "InputMotion")  // untranslated: the app\\x27s name\\n}\\n' > Sources/InputMotionGtk/Review/Injected.swift
            meson-helpers/compile-translations --check "$work/locale"
            """)
        XCTAssertEqual(marked.status, 0, "a marked literal passes: \(marked.output)")
    }
}

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
            // A plural through ngettext: Korean has one form.
            XCTAssertEqual(PollEditor.capMessage, "투표 항목은 최대 20개까지 만들 수 있습니다.")
        }
    }
}

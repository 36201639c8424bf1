import Testing
@testable import InputMotionCore

@Suite("Demo options")
struct DemoOptionsTests {
    @Test("no options: the first page, real time, full motion")
    func defaults() throws {
        let options = try DemoOptions.parse(page: nil, slowMotion: nil, reducedMotion: false)
        #expect(options == DemoOptions(page: .floating, reducedMotion: false, slowMotionFactor: 1))
    }

    @Test("every page name the README lists is accepted", arguments: [
        ("floating", DemoPage.floating), ("placeholder", .placeholder), ("login", .login), ("chat", .chat), ("poll", .poll),
    ])
    func pageNames(name: String, page: DemoPage) throws {
        #expect(try DemoOptions.parse(page: name, slowMotion: nil, reducedMotion: false).page == page)
    }

    @Test("an unknown page names the option and every allowed value")
    func unknownPage() {
        #expect(throws: DemoOptionError(option: "--page", message: "unknown page “nope”; choose one of: floating, placeholder, login, chat, poll")) {
            try DemoOptions.parse(page: "nope", slowMotion: nil, reducedMotion: false)
        }
        // Names are exact: no case folding, no prefixes.
        #expect(throws: DemoOptionError.self) { try DemoOptions.parse(page: "Login", slowMotion: nil, reducedMotion: false) }
        #expect(throws: DemoOptionError.self) { try DemoOptions.parse(page: "", slowMotion: nil, reducedMotion: false) }
    }

    @Test("slow motion takes a number from 0.01 to 1000", arguments: [("10", 10.0), ("2.5", 2.5), ("0.5", 0.5), ("1e1", 10.0), ("0.01", 0.01), ("1000", 1000.0)])
    func slowMotion(text: String, factor: Double) throws {
        #expect(try DemoOptions.parse(page: nil, slowMotion: text, reducedMotion: false).slowMotionFactor == factor)
    }

    @Test("slow motion rejects zero, negatives, words, infinities and what the clock would clamp, naming the option",
          arguments: ["0", "-1", "abc", "", "inf", "nan", "10x", "1e300", "1001", "1e-300", "0.009"])
    func badSlowMotion(text: String) {
        do {
            _ = try DemoOptions.parse(page: nil, slowMotion: text, reducedMotion: false)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.option == "--slow-motion")
            #expect(error.description.hasPrefix("--slow-motion: “\(text)” is not a number from 0.01 to 1000"))
        }
    }

    @Test("the slow-motion toggle: 10× unless --slow-motion chose a factor")
    func reviewFactor() throws {
        let plain = try DemoOptions.parse(page: nil, slowMotion: nil, reducedMotion: false)
        #expect(plain.reviewSlowMotionFactor == 10)
        #expect(!plain.startsInSlowMotion)
        let chosen = try DemoOptions.parse(page: nil, slowMotion: "4", reducedMotion: false)
        #expect(chosen.reviewSlowMotionFactor == 4)
        #expect(chosen.startsInSlowMotion)
    }

    @Test("reduced motion is carried through")
    func reducedMotion() throws {
        #expect(try DemoOptions.parse(page: "chat", slowMotion: nil, reducedMotion: true).reducedMotion)
    }

    @Test("pages that use the on-screen keyboard")
    func keyboardPages() {
        #expect(DemoPage.allCases.filter(\.usesKeyboard) == [.chat, .poll])
    }
}

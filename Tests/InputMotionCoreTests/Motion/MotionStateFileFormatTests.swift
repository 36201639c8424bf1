import Testing
@testable import InputMotionCore

@Suite("motion.ini")
struct MotionStateFileFormatTests {
    private let good = "[motion]\nfloating-label=duration=0.45; dampingRatio=1; initialVelocity=1\n"

    @Test("what is written reads back silently; no tuned motion is an empty file")
    func roundTrip() {
        var catalog = MotionCatalog()
        try? catalog.set(.uikitSpring(UIKitSpringParameters(duration: 0.45, dampingRatio: 1, initialVelocity: 1)), for: .floatingLabel)
        #expect(MotionStateFileFormat.text(of: catalog) == good)
        let reading = MotionStateFileFormat.read(Array(good.utf8))
        #expect(reading.catalog == catalog && reading.warnings.isEmpty)
        #expect(MotionStateFileFormat.text(of: MotionCatalog()) == "")
        #expect(MotionStateFileFormat.read([]).warnings.isEmpty)
        // Comments, blank lines, spaces around "=" and CRLF are fine, as in a keyfile.
        let edited = MotionStateFileFormat.read(Array("# mine\r\n\r\n[motion]\r\nfloating-label = duration=0.45; dampingRatio=1; initialVelocity=1\r\n".utf8))
        #expect(edited.catalog == catalog && edited.warnings.isEmpty)
    }

    @Test("a line that is not UTF-8 is named and ignored; the others are used")
    func invalidUTF8() {
        let reading = MotionStateFileFormat.read(Array(good.utf8) + Array("shake=".utf8) + [0xC3, 0x28, 0x0A] + [0xFF])
        #expect(reading.warnings == ["motion.ini, line 3: not UTF-8 text; ignored", "motion.ini, line 4: not UTF-8 text; ignored"])
        #expect(reading.catalog.floatingLabel == .uikitSpring(duration: 0.45, dampingRatio: 1, initialVelocity: 1))
    }

    @Test("every kind of problem says what was done, naming the line", arguments: [
        ("[motion]\nwobble=duration=1\n", "motion.ini, line 2: “wobble” is not a motion of this version; ignored"),
        ("[motion]\nkeyboard-slide=x1=2; y1=0; x2=1; y2=1; duration=0.25\n",
         "motion.ini, line 2: keyboard-slide: X1 must be from 0 to 1 (got 2); seed values kept"),
        ("[motion]\nfloating-label=duration=0.5\n", "motion.ini, line 2: floating-label: dampingRatio is missing; seed values kept"),
        ("floating-label=duration=1\n", "motion.ini, line 1: “floating-label” is outside the [motion] group; ignored"),
        ("[other]\nx=1\n", "motion.ini, line 1: group “[other]” is not used; its lines are ignored"),
        ("not a key file [[[\n", "motion.ini, line 1: “not a key file [[[” is not a [group], key=value or # comment; ignored"),
        (String(decoding: Array("[motion]\nfloating-label=duration=0.45; dampingRatio=1; initialVelocity=1\n".utf8), as: UTF8.self)
            + "floating-label=duration=1; dampingRatio=1; initialVelocity=0\n",
         "motion.ini, line 3: “floating-label” was given on line 2 already; ignored"),
    ])
    func problems(text: String, warning: String) {
        #expect(MotionStateFileFormat.read(Array(text.utf8)).warnings == [warning])
    }

    @Test("warnings stay short: user text is cut and shown without control characters, and many problems are counted")
    func short() {
        let long = String(repeating: "w", count: 500)
        var text = "[motion]\n\(long)=1\nfloating-label=duration=\(long)\nshake=\u{1B}[31mred\n"
        for index in 0..<10 { text += "junk \(index)\n" }
        let warnings = MotionStateFileFormat.read(Array(text.utf8)).warnings
        #expect(warnings.count == 5)
        #expect(warnings.last == "motion.ini: 9 more lines ignored")
        for warning in warnings {
            #expect(warning.count <= 130, "\(warning)")
            #expect(!warning.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(warning)")
        }
        #expect(warnings[0] == "motion.ini, line 2: “wwwwwwwwwwwwwwwwwwwwwwwwwwwwwww…” is not a motion of this version; ignored")
        #expect(warnings[2].contains("“\u{FFFD}[31mred” is not field=value"), "\(warnings[2])")
    }

    @Test("copies are named so that none replaces another")
    func copyNames() {
        #expect((1...3).map { MotionStateFileFormat.copyName("/s/motion.ini", attempt: $0) }
            == ["/s/motion.ini.corrupt", "/s/motion.ini.corrupt-2", "/s/motion.ini.corrupt-3"])
    }
}

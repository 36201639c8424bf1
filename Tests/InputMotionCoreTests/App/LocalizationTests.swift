import Testing
import InputMotionCore

@Suite("Localization")
struct LocalizationTests {
    @Test("Each slot takes its value, wherever the translation puts it")
    func slots() {
        #expect("{position} of {span} s".filled(["position": "0.25", "span": "0.6"]) == "0.25 of 0.6 s")
        #expect("{span}초 중 {position}".filled(["position": "0.25", "span": "0.6"]) == "0.6초 중 0.25")
        #expect("{count} frames, {count} shown".filled(["count": "3"]) == "3 frames, 3 shown")
        #expect("no slots".filled(["count": "3"]) == "no slots")
        #expect("".filled([:]) == "")
    }

    @Test("Unknown, empty and unclosed slots stay as written")
    func unknown() {
        #expect("{name} has {unknown}".filled(["name": "Maya"]) == "Maya has {unknown}")
        #expect("{} and {".filled(["": "x"]) == "x and {")
        #expect("a { b } c".filled(["b": "B"]) == "a { b } c")
        #expect("{{name}}".filled(["name": "Maya"]) == "{Maya}")
    }

    @Test("A value is not searched for slots: what was typed stays as typed")
    func valuesStay() {
        // Whichever of the two the dictionary yields first, neither value is filled again.
        #expect("{a} {b}".filled(["a": "{b}", "b": "{a}"]) == "{b} {a}")
        #expect("Sent: {text}".filled(["text": "{text}"]) == "Sent: {text}")
    }
}

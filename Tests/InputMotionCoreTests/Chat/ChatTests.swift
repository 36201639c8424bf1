import Testing
import InputMotionCore

@Suite struct ChatTests {
    @Test func sendsTrimmedTextAndClearsTheDraft() {
        var chat = Chat(partnerName: "Mina")
        let draft = "  \n hello there \t\n"
        let result = chat.send(draft)
        guard case .sent(let message, _) = result else {
            Issue.record("expected sent, got \(result)")
            return
        }
        #expect(message.text == "hello there")
        #expect(message.author == .me)
        #expect(chat.messages == [message])
        #expect(result.remainingDraft(from: draft) == "")
    }

    @Test func keepsInnerNewlines() {
        var chat = Chat(partnerName: "Mina")
        _ = chat.send("\r\nfirst line\nsecond line\r\n")
        #expect(chat.messages.last?.text == "first line\nsecond line")
    }

    @Test(arguments: ["", " ", "\n", " \t\r\n  ", "\u{00A0}\u{3000}"])
    func whitespaceOnlyIsNotSentAndTheDraftIsKept(draft: String) {
        var chat = Chat(partnerName: "Mina", messages: [(.partner, "hi")])
        let result = chat.send(draft)
        #expect(result == .rejected)
        #expect(result.remainingDraft(from: draft) == draft)
        #expect(chat.messages.count == 1)
    }

    @Test func cannedRepliesCycleAndArriveOnReceive() {
        var chat = Chat(partnerName: "Mina", cannedReplies: ["one", "two"], replyDelay: 0.8)
        var replies: [CannedReply?] = []
        for text in ["a", "b", "c"] {
            if case .sent(_, let reply) = chat.send(text) { replies.append(reply) }
        }
        #expect(replies == [CannedReply(delay: 0.8, text: "one"), CannedReply(delay: 0.8, text: "two"),
                            CannedReply(delay: 0.8, text: "one")])
        let received = chat.receive("one")
        #expect(received.author == .partner)
        #expect(chat.messages.map(\.text) == ["a", "b", "c", "one"])
    }

    @Test func noCannedRepliesMeansNoReply() {
        var chat = Chat(partnerName: "Mina", cannedReplies: [])
        #expect(chat.send("x") == .sent(message: ChatMessage(id: 0, author: .me, text: "x"), reply: nil))
    }

    @Test func idsAreUniqueAndIncreasing() {
        var chat = Chat(partnerName: "Mina", messages: [(.partner, "hi"), (.me, "hey")])
        _ = chat.send("new")
        chat.receive("reply")
        #expect(chat.messages.map(\.id) == [0, 1, 2, 3])
    }
}

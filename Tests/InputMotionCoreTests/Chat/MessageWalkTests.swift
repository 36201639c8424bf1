import Testing
@testable import InputMotionCore

/// Walking the chat's messages by keyboard.
struct MessageWalkTests {
    @Test func theStopIsTheNewestAndFollowsNewMessages() {
        var walk = MessageWalk(count: 3)
        #expect(walk.current == 2)
        walk.appended(count: 4)
        #expect(walk.current == 3)
        #expect(MessageWalk(count: 0).current == nil)
    }

    @Test func earlierMessagesPutBeforeKeepTheStopOnItsMessage() {
        var walk = MessageWalk(count: 3)
        _ = walk.move(by: -1, count: 3)  // on message 1 of 0...2
        walk.prepended(20)  // now 20 earlier ones come first: it is message 21
        #expect(walk.current == 21)
        var empty = MessageWalk(count: 0)
        empty.prepended(5)
        #expect(empty.current == nil)
    }

    @Test func arrowsStopAtTheEnds() {
        var walk = MessageWalk(count: 3)
        #expect(walk.move(by: 1, count: 3) == nil, "Down on the newest stays")
        #expect(walk.move(by: -1, count: 3) == 1)
        #expect(walk.move(by: -1, count: 3) == 0)
        #expect(walk.move(by: -1, count: 3) == nil, "Up on the oldest stays")
        #expect(walk.current == 0)
    }

    @Test func aWalkedListKeepsItsPlaceWhenAMessageArrives() {
        var walk = MessageWalk(count: 3)
        _ = walk.move(by: -1, count: 3)
        walk.appended(count: 4)
        #expect(walk.current == 1, "Tab comes back where reading stopped")
        _ = walk.move(by: 1, count: 4)
        _ = walk.move(by: 1, count: 4)
        #expect(walk.current == 3)
        walk.appended(count: 5)
        #expect(walk.current == 4, "back on the newest, it follows again")
        walk.appended(count: 6, reading: true)
        #expect(walk.current == 4, "focus on the newest while one arrives: it stays")
        #expect(walk.move(by: 1, count: 6) == 5, "and Down reads the new one")
    }

    @Test func aNewReadingStartsFromTheNewestAndFollowsAgain() {
        var walk = MessageWalk(count: 5)
        _ = walk.move(by: -3, count: 5)
        walk.appended(count: 6)
        #expect(walk.current == 1, "walked away: the stop stayed")
        walk.restart(count: 6)
        #expect(walk.current == 5, "the chat opens on its newest message")
        walk.appended(count: 7)
        #expect(walk.current == 6, "and the stop follows new ones again")
        walk.restart(count: 0)
        #expect(walk.current == nil)
    }

    @Test func aMessageIsReadAsWhoWroteItAndItsText() {
        #expect(MessageWalk.spokenText(author: .partner, text: "Sounds good!", partnerName: "Maya") == "Maya: Sounds good!")
        #expect(MessageWalk.spokenText(author: .me, text: "Hello", partnerName: "Maya") == "You: Hello")
    }
}

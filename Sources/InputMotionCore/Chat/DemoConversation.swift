extension Chat {
    /// The demo's conversation with Maya: what the chat page shows on a first start.
    public static var demo: Chat { Chat(partnerName: tr("Maya"), messages: [
        (.partner, tr("Hi! Are we still on for Saturday?")),
        (.me, tr("Yes! Where do you want to meet?")),
        (.partner, tr("How about the café by the river, the one with the blue door and the tiny garden at the back? They open at nine and the croissants go fast.")),
        (.me, tr("Perfect, see you at nine.")),
        (.partner, tr("Type a reply below: the keyboard slides up and the message bar rides on it.")),
    ]) }
}

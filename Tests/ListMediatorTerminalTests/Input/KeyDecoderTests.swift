import ListMediatorTerminal
import Testing

struct KeyDecoderTests {
    private func keys(_ text: String) -> [TerminalKey] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func decodesCharactersControlKeysAndEditingKeys() {
        #expect(keys("aZ é") == [.character("a"), .character("Z"), .character(" "), .character("é")])
        #expect(keys("\r\n\t\u{7F}\u{03}") == [.enter, .enter, .tab, .backspace, .control("c")])
    }

    @Test func decodesArrowAndPagingKeysInBothCursorModes() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(
            keys("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[4~\u{1B}[3~\u{1B}[Z") == [
                .pageUp, .pageDown, .home, .end, .delete, .backTab,
            ])
    }

    @Test func anEscapeAtTheEndOfAReadIsTheEscapeKey() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
    }

    @Test func aSequenceOrCharacterSplitBetweenReadsIsCompletedByTheNext() {
        var decoder = KeyDecoder()
        let euro = Array("€".utf8)

        #expect(decoder.decode([0x1B, UInt8(ascii: "["), UInt8(ascii: "5")]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "~")] + euro.prefix(1)) == [.pageUp])
        #expect(decoder.decode(Array(euro.dropFirst())) == [.character("€")])
    }

    @Test func unknownSequencesAndInvalidBytesAreKeptAsUnknownKeys() {
        var decoder = KeyDecoder()

        #expect(keys("\u{1B}[99~") == [.unknown(Array("\u{1B}[99~".utf8))])
        #expect(decoder.decode([0xFF, UInt8(ascii: "a")]) == [.unknown([0xFF]), .character("a")])
        #expect(decoder.decode([0xE2, 0x82], endsInput: true) == [.unknown([0xE2, 0x82])])
    }
}

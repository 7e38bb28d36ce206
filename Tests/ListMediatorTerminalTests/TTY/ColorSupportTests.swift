import ListMediatorTerminal
import Testing

struct ColorSupportTests {
    @Test func coloursOnlyOnATerminalAndNotWhenTheUserAsksForPlainText() {
        #expect(ColorSupport.isEnabled(environment: ["TERM": "xterm-256color"], outputIsTerminal: true))
        #expect(!ColorSupport.isEnabled(environment: ["TERM": "xterm-256color"], outputIsTerminal: false))
        #expect(!ColorSupport.isEnabled(environment: ["NO_COLOR": "1"], outputIsTerminal: true))
        #expect(ColorSupport.isEnabled(environment: ["NO_COLOR": ""], outputIsTerminal: true))
        #expect(!ColorSupport.isEnabled(environment: ["TERM": "dumb"], outputIsTerminal: true))
    }
}

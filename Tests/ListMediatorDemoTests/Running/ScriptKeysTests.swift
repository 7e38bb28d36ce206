import ListMediatorTerminal
import Testing

@testable import listmediator_demo

struct ScriptKeysTests {
    @Test func charactersAreKeysAndNamesInAngleBracketsAreTheOthers() throws {
        #expect(
            try ScriptKeys.parse("jk<Enter><S-Tab><tick><C-c><lt>") == [
                .key(.character("j")), .key(.character("k")), .key(.enter), .key(.backTab), .tick,
                .key(.control("c")), .key(.character("<")),
            ])
    }

    @Test func aLessThanSignThatOpensNoNameIsALessThanSign() throws {
        #expect(try ScriptKeys.parse("a < b<") == "a < b<".map { .key(.character($0)) })
        #expect(try ScriptKeys.parse("x\ny") == [.key(.character("x")), .key(.enter), .key(.character("y"))])
    }

    @Test func anUnknownNameIsRefusedWithTheKnownOnes() {
        #expect(throws: ScriptKeys.UnknownKeyName.self) { try ScriptKeys.parse("<Return>") }
        let message = ScriptKeys.UnknownKeyName(name: "Return").description
        #expect(message.contains("<enter>") && message.contains("<tick>"))
    }
}

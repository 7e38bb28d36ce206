import Foundation
import ListMediator
import ListMediatorTerminal

/// The example of ListMediatorTerminal's "Lists in a terminal" article. Compiled, not run: it
/// needs a terminal.
enum TerminalScreensExamples {
    @MainActor
    func browse(_ products: [String]) async throws {
        let session = TerminalSession()
        try session.start()  // raw mode and the alternate screen, restored however the process ends
        defer { session.stop() }
        let size = session.size ?? TerminalSize(width: 80, height: 24)
        let listView = TerminalListView(width: size.width, height: size.height)
        listView.autofocuses = true
        listView.currentDataSource = FlatDataSource<String, TerminalListView>(
            items: products, cellProvider: .text { $0 })
        var renderer = FrameRenderer(usesColor: ColorSupport.isEnabled(outputIsTerminal: true))
        func draw() {
            let frame = TerminalFrame(width: size.width, height: size.height, lines: listView.drawnLines())
            session.write(renderer.render(frame))  // only the rows that changed
        }
        draw()
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            session.onKeys = { keys in
                if keys.contains(.character("q")) || keys.contains(.control("c")) {
                    session.onKeys = nil
                    finished.resume()
                    return
                }
                for key in keys { listView.handle(key) }  // arrows, paging, Home/End, Enter
                draw()
            }
        }
    }
}

import Foundation
import ListMediatorTerminal

/// The demo in a terminal: keys from the keyboard, a play of the game every second, and a frame
/// drawn whenever something changed — only the rows that changed.
///
/// The terminal is put back as it was on every way out: the `defer` here, and the session's
/// handlers for signals, crashes and `exit`.
@MainActor
final class InteractiveRun {
    let app: DemoApp
    private let session = TerminalSession()
    private var renderer: FrameRenderer
    private var isFrameScheduled = false
    private var isFadeScheduled = false
    private var quit: CheckedContinuation<Void, Never>?

    init(app: DemoApp) {
        self.app = app
        renderer = FrameRenderer(usesColor: ColorSupport.isEnabled(outputIsTerminal: true))
    }

    /// Runs until the user quits, then waits for the search history to be saved.
    /// - Throws: ``TerminalSessionError`` when the terminal cannot be set up.
    func run() async throws {
        try session.start()
        defer { session.stop() }
        if let size = session.size { app.size = size }
        session.onKeys = { [unowned self] keys in handle(keys) }
        session.onResize = { [unowned self] size in
            app.size = size
            renderer.invalidate()
            drawFrame()
        }
        session.onEndOfInput = { [unowned self] in stop() }
        app.onNeedsDisplay = { [unowned self] in scheduleFrame() }
        app.start()
        drawFrame()
        let clock = Task { [app] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                app.tick()
            }
        }
        await withCheckedContinuation { quit = $0 }
        clock.cancel()
        app.onNeedsDisplay = nil
        session.stop()
        if let error = await app.finish() {
            FileHandle.standardError.write(
                Data("The reading places or the search history were not saved: \(error)\n".utf8))
        }
    }

    private func handle(_ keys: [TerminalKey]) {
        for key in keys {
            if key == .control("l") {
                renderer.invalidate()  // Ctrl-L: draw everything again, as after another program scribbled
                continue
            }
            app.handle(key)
            if app.wantsToQuit {
                stop()
                return
            }
        }
        drawFrame()
    }

    private func stop() {
        quit?.resume()
        quit = nil
    }

    /// Draws once the current work is done, however many changes it makes.
    private func scheduleFrame() {
        guard !isFrameScheduled else { return }
        isFrameScheduled = true
        Task { [weak self] in self?.drawFrame() }
    }

    private func drawFrame() {
        isFrameScheduled = false
        guard quit != nil || session.isActive else { return }
        session.write(renderer.render(app.frame()))
        if app.hasChangeMarks { scheduleFade() }
    }

    /// Rows marked as changed go back to normal a moment later: the terminal's animation.
    private func scheduleFade() {
        guard !isFadeScheduled else { return }
        isFadeScheduled = true
        Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(700))
            guard let self else { return }
            isFadeScheduled = false
            app.clearChangeMarks()
        }
    }
}

#if canImport(UIKit)
    import UIKit

    /// The guide's game screen with a segmented control that switches its presentations.
    final class GameScreenViewController: UIViewController {
        private let game: UIKitExamples.GameViewController

        init(game: GameModel.Game) {
            self.game = UIKitExamples.GameViewController(game: game)
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(game)
            game.view.frame = view.bounds
            game.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(game.view)
            game.didMove(toParent: self)
            let modes = UISegmentedControl(items: ["Moves", "Scores", "Winner"])
            modes.selectedSegmentIndex = 0
            modes.addAction(
                UIAction { [weak self, weak modes] _ in
                    guard let modes else { return }
                    self?.game.showMode(modes.selectedSegmentIndex)
                }, for: .valueChanged)
            navigationItem.titleView = modes
        }
    }
#endif

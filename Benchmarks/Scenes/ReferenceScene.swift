import UIKit

/// The benchmark's reference scene: a phone screen (393×852 pt) of 12 cards in a 2×6 grid, built
/// with UIKit the way a learner would (views, layers, labels). `Benchmarks/Floor/floor.c` draws the
/// same geometry, colours and text directly with cairo and pango; `Benchmarks/Peer/scene.html` is the
/// same scene in HTML/CSS. Keep the three in step (the numbers live in `SceneSpec`).
@MainActor
public final class ReferenceScene {
    /// The screen view (393×852 pt) holding the cards.
    public let view: UIView
    /// The cards, row by row.
    public let cards: [CardView]

    /// Builds the scene; `usesShadowPath` sets each card's `layer.shadowPath` (the fast path on iOS).
    public init(usesShadowPath: Bool) {
        let screen = UIView(frame: CGRect(origin: .zero, size: SceneSpec.screenSize))
        screen.backgroundColor = SceneSpec.background
        var cards: [CardView] = []
        for index in 0..<SceneSpec.cardCount {
            let card = CardView(frame: SceneSpec.cardFrame(index), index: index, usesShadowPath: usesShadowPath)
            screen.addSubview(card)
            cards.append(card)
        }
        view = screen
        self.cards = cards
    }

    /// Every view of the scene marked for layout and redisplay (a full invalidation: every label
    /// lays out and redraws its text; layers are recomposited by every render anyway).
    public func invalidateEverything() {
        ReferenceScene.invalidate(view)
    }

    static func invalidate(_ view: UIView) {
        view.setNeedsLayout()
        view.setNeedsDisplay()
        view.subviews.forEach(invalidate)
    }
}

import Previews
import UIKit

/// The reference scene's card as the `viewlab` shell sees it (registered by the benchmark
/// runner and by `viewlab-bench-catalog`): `CardView(frame: …)` builds the card of the grid cell
/// at the frame's origin (with `shadowPath`), and its parts are reachable by name —
/// `card.titleLabel.text = "…"`, `card.ring.strokeEnd = 0.5`.
public enum SceneShellTypes {
    public static let all: [InspectableView] = [
        InspectableView(CardView.self, make: { frame in
            CardView(frame: frame, index: SceneSpec.cardIndex(at: frame.origin), usesShadowPath: true)
        }, properties: [
            .readOnly("gradient", \CardView.gradient),
            .readOnly("titleLabel", \CardView.titleLabel),
            .readOnly("bodyLabel", \CardView.bodyLabel),
            .readOnly("track", \CardView.track),
            .readOnly("ring", \CardView.ring),
        ]),
    ]
}

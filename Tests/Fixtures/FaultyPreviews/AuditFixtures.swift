import Foundation
import Previews
import UIKit

/// Previews for `viewlab audit`: one clean, one per kind of result (error, warning only,
/// accepted) and one that traps.
@MainActor
enum AuditFixtures {
    /// A white 120×60 card with `button` on it.
    static func card(_ button: UIButton) -> UIView {
        let card = UIView()
        card.backgroundColor = .white
        button.setTitleColor(.black, for: .normal)
        card.addSubview(button)
        return card
    }

    static func button(_ title: String, _ frame: CGRect) -> UIButton {
        let button = UIButton(frame: frame)
        button.setTitle(title, for: .normal)
        return button
    }
}

#Preview("Clean", traits: .fixedLayout(width: 120, height: 60)) {
    AuditFixtures.card(AuditFixtures.button("Save", CGRect(x: 8, y: 8, width: 100, height: 44)))
}

#Preview("Small button", traits: .fixedLayout(width: 120, height: 60)) {
    AuditFixtures.card(AuditFixtures.button("Go", CGRect(x: 8, y: 8, width: 30, height: 30)))
}

#Preview("Fixed font", traits: .fixedLayout(width: 120, height: 60)) {
    let card = AuditFixtures.card(AuditFixtures.button("Save", CGRect(x: 8, y: 8, width: 100, height: 44)))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 8))
    label.font = .preferredFont(forTextStyle: .caption2)
    label.textColor = .black
    label.text = "x"
    label.adjustsFontSizeToFitWidth = true
    card.addSubview(label)
    return card
}

#Preview("Accepted", traits: .fixedLayout(width: 120, height: 60), .viewlabAccessibilityAccepted(.hitArea, "a demo of a small target")) {
    AuditFixtures.card(AuditFixtures.button("Go", CGRect(x: 8, y: 8, width: 30, height: 30)))
}

#Preview("Traps", traits: .fixedLayout(width: 120, height: 60)) {
    if Faults.always { fatalError("this audit fixture traps on purpose") }
    return UIView()
}

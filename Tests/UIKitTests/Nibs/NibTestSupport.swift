import Foundation
import TestSupport
import UIKit

/// Hand-written XIBs in the format Xcode writes (`XIBFixture`), owned by these tests.
enum NibFixture {
    static func document(_ objects: String, resources: String = "") -> String {
        XIBFixture.document(objects, resources: resources)
    }

    @MainActor static func nib(_ objects: String, resources: String = "") -> UINib {
        UINib(data: Data(document(objects, resources: resources).utf8), bundle: nil)
    }

    /// The error a document gives, as one line.
    static func error(_ text: String) -> String? {
        do {
            _ = try XIBDocument(data: Data(text.utf8), name: "Bad.xib")
            return nil
        } catch {
            return "\(error)"
        }
    }
}

/// A custom view found by `customClass="NibShopCardView" customModule="UIKitTests"` (through the
/// Swift runtime, as `NSClassFromString` finds `UIKitTests.NibShopCardView`). Its outlets and
/// action are reachable by selector through a table registered by hand, as the source bridge
/// registers an `@IBOutlet`'s setter.
final class NibShopCardView: UIView {
    var iconView: UIImageView!
    var titleLabel: UILabel!
    var buttons: [UIButton]!
    var cornerRadiusValue: CGFloat = 0
    /// What each step saw: `init(coder:)` and `awakeFromNib()` record whether outlets were set.
    nonisolated(unsafe) static var journal: [String] = []

    override init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        NibShopCardView.journal.append(
            "init(coder:) iconView=\(iconView == nil ? "nil" : "set") subviews=\(subviews.count) frame=\(frame.width)x\(frame.height)"
        )
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        NibShopCardView.journal.append(
            "awakeFromNib iconView=\(iconView == nil ? "nil" : "set") title=\(titleLabel?.text ?? "nil") buttons=\(buttons?.count ?? 0) radius=\(cornerRadiusValue)"
        )
    }

    static func registerSelectors() {
        SelectorTable.register(
            NibShopCardView.self, names: ["setIconView:", "setTitleLabel:", "setButtons:", "setCornerRadiusValue:"]
        ) { object, selector, arguments in
            guard let card = object as? NibShopCardView else { return .notFound }
            switch selector.name {
            case "setIconView:": card.iconView = _selectorArgument(arguments, 0, selector); return .returned(nil)
            case "setTitleLabel:": card.titleLabel = _selectorArgument(arguments, 0, selector); return .returned(nil)
            case "setButtons:": card.buttons = _selectorArgument(arguments, 0, selector); return .returned(nil)
            case "setCornerRadiusValue:":
                card.cornerRadiusValue = _selectorArgument(arguments, 0, selector); return .returned(nil)
            default: return .notFound
            }
        }
    }
}

/// A File's Owner with an action method, reachable by selector.
@MainActor
final class NibOwner {
    var bought: [String] = []
    var card: UIView?

    func buy(_ sender: UIButton) { bought.append(sender.title(for: .normal) ?? "?") }

    static func registerSelectors() {
        SelectorTable.register(NibOwner.self, names: ["buy:", "setCard:"]) { object, selector, arguments in
            guard let owner = object as? NibOwner else { return .notFound }
            switch selector.name {
            case "buy:": return _selectorResult(owner.buy(_selectorArgument(arguments, 0, selector)))
            case "setCard:": owner.card = _selectorArgument(arguments, 0, selector); return .returned(nil)
            default: return .notFound
            }
        }
    }
}

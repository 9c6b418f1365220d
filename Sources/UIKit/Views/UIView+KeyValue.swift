import CoreGraphics
import Foundation

/// Key-value coding on views, as UIKit's `NSObject` KVC gives it: the view's own properties by
/// their Objective-C names (`alpha`, `backgroundColor`, `frame`, `bounds`, `center`, `hidden`,
/// `tag`, `tintColor`, `clipsToBounds`, `userInteractionEnabled`; a scroll view's `delegate`, a
/// collection or table view's `dataSource`), `layer.…` paths forwarded to
/// the layer (`CALayer+KeyValue`), and the properties of a subclass exposed to Objective-C
/// (`@objc var`, which the source bridge registers as getter/setter selectors). Unknown keys or
/// wrongly typed values print one error line and are ignored (UIKit raises
/// `NSUnknownKeyException`).
extension UIView {
    public func value(forKeyPath keyPath: String) -> Any? {
        if keyPath.hasPrefix("layer.") { return layer.value(forKeyPath: String(keyPath.dropFirst(6))) }
        guard !keyPath.contains(".") else { return unknownKey(keyPath) }
        return value(forKey: keyPath)
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath.hasPrefix("layer.") { return layer.setValue(value, forKeyPath: String(keyPath.dropFirst(6))) }
        guard !keyPath.contains(".") else { _ = unknownKey(keyPath); return }
        setValue(value, forKey: keyPath)
    }

    public func value(forKey key: String) -> Any? {
        switch key {
        case "alpha": return alpha
        case "backgroundColor": return backgroundColor
        case "frame": return frame
        case "bounds": return bounds
        case "center": return center
        case "hidden", "isHidden": return isHidden
        case "tag": return tag
        case "tintColor": return tintColor
        case "clipsToBounds": return clipsToBounds
        case "userInteractionEnabled", "isUserInteractionEnabled": return isUserInteractionEnabled
        case "layer": return layer
        case "superview": return superview
        case "subviews": return subviews
        case "window": return window
        case "contentView" where self is UITableViewCell: return (self as! UITableViewCell).contentView
        case "contentView" where self is UICollectionViewCell: return (self as! UICollectionViewCell).contentView
        default:
            if case .returned(let value) = Selector(key).send(to: self) { return value }
            return unknownKey(key)
        }
    }

    public func setValue(_ value: Any?, forKey key: String) {
        var accepted = true
        switch key {
        case "alpha":
            if let v = value as? CGFloat ?? (value as? Double).map({ CGFloat($0) }) {
                alpha = v
            } else {
                accepted = false
            }
        case "backgroundColor":
            if value == nil || value is UIColor { backgroundColor = value as? UIColor } else { accepted = false }
        case "frame": if let v = value as? CGRect { frame = v } else { accepted = false }
        case "bounds": if let v = value as? CGRect { bounds = v } else { accepted = false }
        case "center": if let v = value as? CGPoint { center = v } else { accepted = false }
        case "hidden", "isHidden": if let v = value as? Bool { isHidden = v } else { accepted = false }
        case "tag": if let v = value as? Int { tag = v } else { accepted = false }
        case "tintColor":
            if value == nil || value is UIColor { tintColor = value as? UIColor } else { accepted = false }
        case "clipsToBounds": if let v = value as? Bool { clipsToBounds = v } else { accepted = false }
        case "userInteractionEnabled", "isUserInteractionEnabled":
            if let v = value as? Bool { isUserInteractionEnabled = v } else { accepted = false }
        // a list's outlets in a nib (IB connects `dataSource` and `delegate` to its File's Owner)
        case "delegate" where self is UIScrollView: (self as! UIScrollView).delegate = value as? UIScrollViewDelegate
        case "dataSource" where self is UICollectionView:
            (self as! UICollectionView).dataSource = value as? UICollectionViewDataSource
        case "dataSource" where self is UITableView: (self as! UITableView).dataSource = value as? UITableViewDataSource
        default:
            if case .returned = Selector.setter(forKey: key).send(to: self, arguments: [value]) { return }
            _ = unknownKey(key)
            return
        }
        if !accepted {
            UIView.report(
                .invalidArgument,
                "\(type(of: self)).setValue(_:forKey:): \(value.map { "\($0)" } ?? "nil") is not a valid \"\(key)\"; ignored"
            )
        }
    }

    private func unknownKey(_ key: String) -> Any? {
        UIView.report(.invalidArgument, "\(type(of: self)) is not key value coding-compliant for the key \"\(key)\"")
        return nil
    }
}

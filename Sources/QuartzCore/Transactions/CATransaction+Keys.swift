import CoreGraphics
import Foundation

/// The transaction properties Apple names for `CATransaction.value(forKey:)` and
/// `setValue(_:forKey:)`. Apple documents the typed methods as conveniences for these keys
/// ("This is a convenience method that invokes `setValue(_:forKey:)` with the
/// `kCATransactionDisableActions` key", and likewise for the duration, timing function and
/// completion block), so both spellings read and write the same setting:
/// `CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)` turns implicit
/// actions off exactly as `setDisableActions(true)` does.
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

extension CATransaction {
    /// The typed setting `key` names, or nil for another key (or a setting that is unset).
    static func settingValue(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return nil
        }
    }

    /// Writes the typed setting `key` names; false for another key. ViewLab: nil, or a value not
    /// of the setting's type, sets the default (false, 0.25 s, no function, no block).
    static func setSetting(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case kCATransactionDisableActions:
            setDisableActions((value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false)
        case kCATransactionAnimationDuration: setAnimationDuration(KeyValueMath.cgFloat(value).map(Double.init) ?? 0.25)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(value as? () -> Void)
        default: return false
        }
        return true
    }
}

import Foundation

/// Boxing a `CATransform3D` in an `NSValue`, as Core Animation's `NSValue (CATransform3DAdditions)`:
/// the form `CABasicAnimation(keyPath: "transform")` values and `CALayer.setValue(_:forKey:)`
/// take in iOS code. Two values holding equal transforms are equal (`isEqual(_:)`).
///
/// Foundation on Linux cannot store a value of struct type encoding (`{CATransform3D=d…}` traps),
/// so the transform is stored as an array of its 16 `CGFloat`s and `objCType` is `"[16d]"`.
extension NSValue {
    /// The Objective-C type encoding ViewLab stores a transform under.
    static let caTransform3DType = "[16d]"

    public convenience init(caTransform3D t: CATransform3D) {
        var value = t
        self.init(bytes: &value, objCType: NSValue.caTransform3DType)
    }

    /// The boxed transform; the identity when the value holds something else (Core Animation leaves
    /// that undefined).
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == NSValue.caTransform3DType else { return CATransform3DIdentity }
        var value = CATransform3DIdentity
        getValue(&value)
        return value
    }
}

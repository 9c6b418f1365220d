import CoreGraphics

/// ViewLab: a value Interface Builder stored for a key — a keyed child element (`<color key=…>`,
/// `<fontDescription key=…>`, `<rect key=…>`, `<nil key=…>`…) or a user-defined runtime
/// attribute's value. `object` is what `UINibDecoder.decodeObject(forKey:)` answers and what
/// `setValue(_:forKeyPath:)` is given (numbers as `Double`, which ObjCRuntime's argument
/// conversion narrows to the property's type, as KVC unboxes an `NSNumber`).
enum XIBValue: Equatable {
    case color(XIBColor)
    case font(XIBFont)
    case rect(CGRect)
    case size(CGSize)
    case point(CGPoint)
    case insets(UIEdgeInsets)
    case autoresizingMask(UIView.AutoresizingMask)
    case number(Double)
    case bool(Bool)
    case string(String)
    case image(String)
    case none

    var object: Any? {
        switch self {
        case .color(let color): return color.uiColor
        case .font(let font): return font.uiFont
        case .rect(let rect): return rect
        case .size(let size): return size
        case .point(let point): return point
        case .insets(let insets): return insets
        case .autoresizingMask(let mask): return mask
        case .number(let number): return number
        case .bool(let bool): return bool
        case .string(let string): return string
        case .image(let name): return UIImage(named: name)
        case .none: return nil
        }
    }
}

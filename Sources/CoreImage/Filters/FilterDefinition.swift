import CoreGraphics
import Foundation

/// One built-in filter: its name, categories, inputs with their defaults, and how it makes its
/// output from them.
struct FilterDefinition: @unchecked Sendable {
    struct Parameter: @unchecked Sendable {
        let key: String
        /// The default (nil for images, which have none).
        let defaultValue: Any?
        /// `CIImage`, `NSNumber`, `CIVector`, `CIColor` (`kCIAttributeClass`).
        let className: String
    }

    let name: String
    let categories: [String]
    let parameters: [Parameter]
    let apply: (FilterInputs) -> CIImage?

    var displayName: String {
        // "CIGaussianBlur" → "Gaussian Blur"
        var words = ""
        for character in name.dropFirst(2) {
            if character.isUppercase, let last = words.last, !last.isUppercase, last != " " { words.append(" ") }
            words.append(character)
        }
        return words
    }
}

/// The inputs of one application of a filter, read with the types Core Image accepts for them
/// (numbers as `NSNumber`, `Double`, `Float`, `CGFloat` or `Int`; vectors as `CIVector`;
/// colours as `CIColor`), falling back to the filter's defaults.
struct FilterInputs {
    let values: [String: Any]
    let definition: FilterDefinition

    private func value(_ key: String) -> Any? {
        values[key] ?? definition.parameters.first { $0.key == key }?.defaultValue
    }

    func image(_ key: String = kCIInputImageKey) -> CIImage? { value(key) as? CIImage }

    func number(_ key: String) -> Float {
        switch value(key) {
        case let n as NSNumber: return n.floatValue
        case let d as Double: return Float(d)
        case let f as Float: return f
        case let c as CGFloat: return Float(c)
        case let i as Int: return Float(i)
        case let b as Bool: return b ? 1 : 0
        default: return 0
        }
    }

    func vector(_ key: String) -> CIVector {
        switch value(key) {
        case let v as CIVector: return v
        case let p as CGPoint: return CIVector(cgPoint: p)
        case let r as CGRect: return CIVector(cgRect: r)
        default: return CIVector(x: 0, y: 0)
        }
    }

    func color(_ key: String) -> CIColor { (value(key) as? CIColor) ?? .black }

    func string(_ key: String) -> String? { value(key) as? String }

    func data(_ key: String) -> Data? {
        switch value(key) {
        case let d as Data: return d
        case let s as String: return s.data(using: .utf8)
        default: return nil
        }
    }
}

import UIKit

// MARK: - Fonts, labels, images, colours

extension Bindings {
    static let text: [AnyTypeBinding] = [
        TypeBinding<UIFont.Weight>("UIFont.Weight", doc: "The weight of a font.")
            .named([
                ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
                ("medium", .medium),
                ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
            ])
            .initializer(["rawValue"]) { (v: CGFloat) in UIFont.Weight(rawValue: v) }
            .property("rawValue", \.rawValue),
        TypeBinding<UIFont.TextStyle>("UIFont.TextStyle", doc: "A Dynamic Type text style.")
            .named([
                ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
                ("headline", .headline),
                ("subheadline", .subheadline), ("body", .body), ("callout", .callout), ("footnote", .footnote),
                ("caption1", .caption1), ("caption2", .caption2),
            ]),
        TypeBinding<UIFont>("UIFont", doc: "A font: family, weight and size.", superclass: nil)
            .describe { $0.description }
            .staticMethod("monospacedSystemFont", ["ofSize", "weight"]) { (s: CGFloat, w: UIFont.Weight) in
                UIFont.monospacedSystemFont(ofSize: try fontSize(s), weight: w)
            }
            .staticMethod("monospacedDigitSystemFont", ["ofSize", "weight"]) { (s: CGFloat, w: UIFont.Weight) in
                UIFont.monospacedDigitSystemFont(ofSize: try fontSize(s), weight: w)
            }
            .failableInitializer(["name", "size"]) { (n: String, s: CGFloat) in UIFont(name: n, size: try fontSize(s)) }
            .method("withSize", ["_"]) { (f: UIFont, s: CGFloat) in f.withSize(try fontSize(s)) },
        TypeBinding<NSTextAlignment>(
            "NSTextAlignment", doc: "How lines of text are aligned.", cases: NSTextAlignment.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<NSLineBreakMode>(
            "NSLineBreakMode", doc: "How text that does not fit wraps or truncates.", cases: NSLineBreakMode.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UILabel>("UILabel", doc: "A view that displays one or more lines of text.", superclass: "UIView")
            .initializer { UILabel() }
            .initializer(["frame"]) { (f: CGRect) in UILabel(frame: f) }
            // `UIFont!` / `UIColor!` in UIKit: never nil when read (nil resets the default), so non-optional here.
            .computed(
                "font", UIFont.self, get: { $0.font ?? .systemFont(ofSize: 17) },
                set: { l, v in
                    l.font = v; return l
                }
            )
            .computed(
                "textColor", UIColor.self, get: { $0.textColor ?? .label },
                set: { l, v in
                    l.textColor = v; return l
                }
            )
            .computed(
                "attributedText", String?.self,
                doc: "The attributed text's plain string (set: plain text in the label's font).",
                get: { $0.attributedText?.string },
                set: { label, v in
                    label.attributedText = v.map { NSAttributedString(string: $0) }; return label
                }),
        TypeBinding<UIImage.RenderingMode>(
            "UIImage.RenderingMode", doc: "Whether an image draws its colours or is tinted.",
            cases: [.automatic, .alwaysOriginal, .alwaysTemplate]
        )
        .describe { ".\($0)" },
        TypeBinding<UIImage.SymbolWeight>(
            "UIImage.SymbolWeight", doc: "The stroke weight of a symbol.", cases: UIImage.SymbolWeight.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIImage.SymbolScale>(
            "UIImage.SymbolScale", doc: "The scale of a symbol relative to its point size.",
            cases: UIImage.SymbolScale.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIImage.Configuration>(
            "UIImage.Configuration", doc: "Traits and options an image is drawn with.", superclass: nil
        )
        .describe { $0.description },
        TypeBinding<UIImage.SymbolConfiguration>(
            "UIImage.SymbolConfiguration", doc: "Point size, weight and scale of a symbol image.",
            superclass: "UIImage.Configuration"
        )
        .initializer(["pointSize"]) { (s: CGFloat) in UIImage.SymbolConfiguration(pointSize: try fontSize(s)) }
        .initializer(["pointSize", "weight"]) { (s: CGFloat, w: UIImage.SymbolWeight) in
            UIImage.SymbolConfiguration(pointSize: try fontSize(s), weight: w)
        }
        .initializer(["pointSize", "weight", "scale"]) {
            (s: CGFloat, w: UIImage.SymbolWeight, sc: UIImage.SymbolScale) in
            UIImage.SymbolConfiguration(pointSize: try fontSize(s), weight: w, scale: sc)
        }
        .initializer(["weight"]) { (w: UIImage.SymbolWeight) in UIImage.SymbolConfiguration(weight: w) }
        .initializer(["scale"]) { (s: UIImage.SymbolScale) in UIImage.SymbolConfiguration(scale: s) }
        .initializer(["textStyle"]) { (t: UIFont.TextStyle) in UIImage.SymbolConfiguration(textStyle: t) }
        .initializer(["font"]) { (f: UIFont) in UIImage.SymbolConfiguration(font: f) },
        TypeBinding<UIImage>("UIImage", doc: "An image: a bitmap or an SF Symbol.", superclass: nil)
            .describe { $0.description }
            .failableInitializer(["named"]) { (n: String) in UIImage(named: n) }
            .failableInitializer(["systemName"]) { (n: String) in UIImage(systemName: n) }
            .failableInitializer(["systemName", "withConfiguration"]) { (n: String, c: UIImage.Configuration?) in
                UIImage(systemName: n, withConfiguration: c)
            }
            .method("withConfiguration", ["_"]) { (i: UIImage, c: UIImage.Configuration) in i.withConfiguration(c) },
        TypeBinding<UIImageView>("UIImageView", doc: "A view that displays an image.", superclass: "UIView")
            .initializer { UIImageView() }
            .initializer(["frame"]) { (f: CGRect) in UIImageView(frame: f) }
            .initializer(["image"]) { (i: UIImage?) in UIImageView(image: i) }
            .property("preferredSymbolConfiguration", \.preferredSymbolConfiguration),
        TypeBinding<UIColor>(extending: "UIColor")
            .initializer(["hue", "saturation", "brightness", "alpha"]) {
                (h: CGFloat, s: CGFloat, b: CGFloat, a: CGFloat) in
                UIColor(hue: h, saturation: s, brightness: b, alpha: a)
            }
            .initializer(["displayP3Red", "green", "blue", "alpha"]) {
                (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) in
                UIColor(displayP3Red: r, green: g, blue: b, alpha: a)
            }
            .method("withAlphaComponent", ["_"]) { (c: UIColor, a: CGFloat) in c.withAlphaComponent(a) },
        TypeBinding<UIColor>(extending: "UIColor")
            .failableInitializer(["named"], doc: "A colour from the theme, or nil.") { (n: String) in UIColor(named: n)
            },
    ]

    /// Font sizes must be finite and not negative.
    static func fontSize(_ size: CGFloat) throws -> CGFloat {
        guard size.isFinite, size >= 0 else {
            throw ShellError("a font size must be a finite number ≥ 0, not \(Double(size))")
        }
        return size
    }
}

import Foundation
import QuartzCore

// MARK: - Core Animation layers

extension Bindings {
    static let layers: [AnyTypeBinding] = [
        TypeBinding<CACornerMask>("CACornerMask", doc: "Which corners `cornerRadius` rounds.")
            .options([
                ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
                ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
            ]),
        TypeBinding<CALayerCornerCurve>("CALayerCornerCurve", doc: "The curve of rounded corners.")
            .named([("circular", .circular), ("continuous", .continuous)]),
        TypeBinding<CALayerContentsGravity>(
            "CALayerContentsGravity", doc: "How `contents` is placed in the layer's bounds."
        )
        .named([
            ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right),
            ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight),
            ("resize", .resize), ("resizeAspect", .resizeAspect), ("resizeAspectFill", .resizeAspectFill),
        ]),
        TypeBinding<CGImage>("CGImage", doc: "A bitmap image.", superclass: nil)
            .describe { "<CGImage: \($0.width) × \($0.height)>" }
            .readOnly("height", \.height),
        layerExtras,
        TypeBinding<CAShapeLayerFillRule>(
            "CAShapeLayerFillRule", doc: "How a shape layer decides what is inside its path."
        )
        .named([("nonZero", .nonZero), ("evenOdd", .evenOdd)]),
        TypeBinding<CAShapeLayerLineCap>("CAShapeLayerLineCap", doc: "The shape of stroke ends.")
            .named([("butt", .butt), ("round", .round), ("square", .square)]),
        TypeBinding<CAShapeLayerLineJoin>("CAShapeLayerLineJoin", doc: "The shape of stroke corners.")
            .named([("miter", .miter), ("round", .round), ("bevel", .bevel)]),
        TypeBinding<CAShapeLayer>("CAShapeLayer", doc: "A layer that draws a path.", superclass: "CALayer")
            .initializer { CAShapeLayer() }
            .computed(
                "lineDashPattern", [Double]?.self, doc: "`[NSNumber]?` in Core Animation; numbers here.",
                get: { $0.lineDashPattern.map(doubles) },
                set: { layer, v in
                    layer.lineDashPattern = v.map(numbers); return layer
                }
            )
            .property("strokeEnd", \.strokeEnd),
        TypeBinding<CAGradientLayerType>("CAGradientLayerType", doc: "The shape of a gradient.")
            .named([("axial", .axial), ("radial", .radial), ("conic", .conic)]),
        TypeBinding<CAGradientLayer>(
            "CAGradientLayer", doc: "A layer that draws a colour gradient.", superclass: "CALayer"
        )
        .initializer { CAGradientLayer() }
        .computed(
            "colors", [CGColor]?.self, doc: "`[Any]?` of `CGColor` in Core Animation.",
            get: { $0.colors?.compactMap { $0 as? CGColor } },
            set: { layer, v in
                layer.colors = v; return layer
            }
        )
        .computed(
            "locations", [Double]?.self, doc: "`[NSNumber]?` in Core Animation; numbers here.",
            get: { $0.locations.map(doubles) },
            set: { layer, v in
                layer.locations = v.map(numbers); return layer
            }
        )
        .property("type", \.type),
        TypeBinding<CATextLayerAlignmentMode>("CATextLayerAlignmentMode", doc: "How a text layer aligns its lines.")
            .named([
                ("natural", .natural), ("left", .left), ("right", .right), ("center", .center),
                ("justified", .justified),
            ]),
        TypeBinding<CATextLayerTruncationMode>("CATextLayerTruncationMode", doc: "Where a text layer truncates.")
            .named([("none", .none), ("start", .start), ("end", .end), ("middle", .middle)]),
        TypeBinding<CATextLayer>("CATextLayer", doc: "A layer that draws a string.", superclass: "CALayer")
            .initializer { CATextLayer() }
            .computed(
                "string", String?.self, doc: "`Any?` (String or NSAttributedString) in Core Animation; a String here.",
                get: { $0.string as? String },
                set: { layer, v in
                    layer.string = v; return layer
                }
            )
            .property("alignmentMode", \.alignmentMode),
    ]

    /// The `CALayer` members beyond the basics in `Bindings+CALayer.swift`.
    static let layerExtras = TypeBinding<CALayer>(extending: "CALayer")
        .computed(
            "contents", CGImage?.self, doc: "`Any?` (a CGImage) in Core Animation.",
            get: { $0.contents as? CGImage },
            set: { layer, v in
                layer.contents = v; return layer
            }
        )
        .method("insertSublayer", ["_", "at"]) { (layer: CALayer, sub: CALayer, index: Int) in
            guard let i = UInt32(exactly: index) else { throw ShellError("the index \(index) is out of range") }
            try checkSublayer(sub, of: layer)
            layer.insertSublayer(sub, at: i)
        }
        .method("insertSublayer", ["_", "above"]) { (layer: CALayer, sub: CALayer, sibling: CALayer?) in
            try checkSublayer(sub, of: layer)
            layer.insertSublayer(sub, above: sibling)
        }
        .method("insertSublayer", ["_", "below"]) { (layer: CALayer, sub: CALayer, sibling: CALayer?) in
            try checkSublayer(sub, of: layer)
            layer.insertSublayer(sub, below: sibling)
        }
        .method("replaceSublayer", ["_", "with"]) { (layer: CALayer, old: CALayer, new: CALayer) in
            try checkSublayer(new, of: layer)
            layer.replaceSublayer(old, with: new)
        }
        .method("convert", ["_", "to"]) { (layer: CALayer, p: CGPoint, other: CALayer?) in layer.convert(p, to: other) }
        .method("convert", ["_", "to"]) { (layer: CALayer, r: CGRect, other: CALayer?) in layer.convert(r, to: other) }

    /// A layer cannot become its own sublayer or one of its ancestors' (Core Animation would
    /// build a cycle).
    static func checkSublayer(_ sublayer: CALayer, of layer: CALayer) throws {
        var ancestor: CALayer? = layer
        while let current = ancestor {
            guard current !== sublayer else {
                throw ShellError("a layer cannot be added to itself or one of its own sublayers")
            }
            ancestor = current.superlayer
        }
    }

    nonisolated static func doubles(_ values: [NSNumber]) -> [Double] { values.map(\.doubleValue) }
    nonisolated static func numbers(_ values: [Double]) -> [NSNumber] { values.map { NSNumber(value: $0) } }
}

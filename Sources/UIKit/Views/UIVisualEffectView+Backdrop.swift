@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore

// MARK: - Capturing and blurring the backdrop

extension UIVisualEffectView {
    func configureEffectView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Set while a backdrop is being rendered on this thread: a draw requested from inside that
    /// render (Core Animation displaying a layer) must not start another capture.
    private static let capturingBackdrop = ThreadLocal { false }

    /// What `draw(_:)` draws: the backdrop blurred over an area padded by 3σ (so edges blur with
    /// what lies beyond them), then the material's tint over the bounds.
    func drawEffect() {
        guard !UIVisualEffectView.capturingBackdrop.value,
            let blur = effect as? UIBlurEffect, let context = UIGraphicsGetCurrentContext()
        else { return }
        let material = BlurMaterial.material(for: blur.style, dark: traitCollection.userInterfaceStyle == .dark)
        let sigma = max(material.radius / 2, 0.5)
        let pad = (sigma * 3).rounded(.up)
        let area = bounds.insetBy(dx: -pad, dy: -pad)
        // Rendered small enough that σ is about 3 pixels: cheap to blur, smooth when scaled up.
        let scale = min(2, max(0.02, 3 / sigma))
        if let backdrop = captureBackdrop(area, scale: scale),
            let blurred = BackdropBlur.blurred(backdrop, sigma: Double(sigma * scale))
        {
            UIImage(cgImage: blurred, scale: scale, orientation: .up).draw(in: area)
        }
        context.setFillColor(material.tint.cgColor)
        context.fill(bounds)
    }

    /// The tree behind this view, rendered over `area` (bounds coordinates) at `scale`: the root
    /// view's layer composited with this view and every view above it hidden.
    func captureBackdrop(_ area: CGRect, scale: CGFloat) -> CGImage? {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        guard root !== self, area.width > 0, area.height > 0,
            let context = CGContext(flippedSize: area.size, scale: scale)
        else { return nil }
        let hidden = layersInFront()
        for layer in hidden { layer.isHidden = true }
        UIVisualEffectView.capturingBackdrop.value = true
        defer {
            UIVisualEffectView.capturingBackdrop.value = false
            for layer in hidden { layer.isHidden = false }
        }
        let origin = convert(area.origin, to: root)
        context.translateBy(x: -origin.x, y: -origin.y)
        root.layer.render(in: context)
        return context.makeImage()
    }

    /// This view's layer and the (visible) layers of every view in front of it: later siblings
    /// of the view and of each of its ancestors.
    private func layersInFront() -> [CALayer] {
        var result: [CALayer] = [layer]
        var node: UIView = self
        while let parent = node.superview {
            let siblings = parent.subviews
            if let index = siblings.firstIndex(where: { $0 === node }) {
                result += siblings[(index + 1)...].map(\.layer).filter { !$0.isHidden }
            }
            node = parent
        }
        return result
    }
}

/// A Gaussian blur of premultiplied BGRA pixels: three box blurs per axis (variance matched to
/// σ²), edges extended. Used on small images (σ ≈ 3 px), so the Swift loops stay cheap.
enum BackdropBlur {
    static func blurred(_ image: CGImage, sigma: Double) -> CGImage? {
        let width = image.width, height = image.height
        guard width > 0, height > 0, sigma.isFinite else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        image.withPixels { bytes, stride in
            pixels.withUnsafeMutableBytes { out in
                for y in 0..<height {
                    out.baseAddress!.advanced(by: y * width * 4).copyMemory(
                        from: bytes.baseAddress!.advanced(by: y * stride), byteCount: width * 4)
                }
            }
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            let data = buffer.baseAddress!
            var scratch = [Int](repeating: 0, count: max(width, height) * 4)
            for radius in boxRadii(sigma: sigma) where radius > 0 {
                for y in 0..<height {
                    box(data + y * width * 4, step: 4, count: width, radius: radius, scratch: &scratch)
                }
                for x in 0..<width {
                    box(data + x * 4, step: width * 4, count: height, radius: radius, scratch: &scratch)
                }
            }
        }
        return pixels.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4)
        }
    }

    /// Three box radii whose combined variance approximates σ².
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma > 0.2 else { return [] }
        let ideal = (4 * sigma * sigma + 1).squareRoot()  // 12σ²/3 + 1
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        let m = ((12 * sigma * sigma - 3 * l * l - 12 * l - 9) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (lower + 1) / 2 }
    }

    /// One running-sum box pass over `count` pixels `step` bytes apart, the 4 channels at once.
    private static func box(
        _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, scratch: inout [Int]
    ) {
        for i in 0..<count { for c in 0..<4 { scratch[i * 4 + c] = Int(start[i * step + c]) } }
        let window = 2 * radius + 1
        var sums = [0, 0, 0, 0]
        func at(_ i: Int, _ c: Int) -> Int { scratch[min(max(i, 0), count - 1) * 4 + c] }
        for c in 0..<4 { for i in -radius...radius { sums[c] += at(i, c) } }
        for i in 0..<count {
            for c in 0..<4 {
                start[i * step + c] = UInt8(min(255, (sums[c] + window / 2) / window))
                sums[c] += at(i + radius + 1, c) - at(i - radius, c)
            }
        }
    }
}

import CoreGraphics

// MARK: - Layout

extension UIPageControl {
    /// Whether anything is shown.
    var showsIndicators: Bool {
        storedNumberOfPages > 0 && !(hidesForSinglePage && storedNumberOfPages == 1)
    }

    /// The centre of page `index`'s dot: the row is centred in the bounds; page 0 is leading.
    func indicatorCenter(forPage index: Int) -> CGPoint {
        let n = CGFloat(storedNumberOfPages)
        let pitch = UIPageControl.indicatorPitch
        let rowStart = bounds.midX - n * pitch / 2
        var x = rowStart + (CGFloat(index) + 0.5) * pitch
        if ControlDrawing.isRightToLeft(self) { x = bounds.minX + bounds.maxX - x }
        return CGPoint(x: x, y: bounds.midY)
    }

    /// The pages whose dots fall inside the bounds (a huge page count is not drawn dot by dot).
    var visiblePages: Range<Int> {
        let pitch = UIPageControl.indicatorPitch
        let rowStart = bounds.midX - CGFloat(storedNumberOfPages) * pitch / 2
        let first = max(0, ((bounds.minX - rowStart) / pitch).rounded(.down) - 1)
        let last = min(CGFloat(storedNumberOfPages), ((bounds.maxX - rowStart) / pitch).rounded(.up) + 1)
        guard first < last, last < CGFloat(Int.max / 2) else { return 0..<0 }
        return Int(first)..<Int(last)
    }

    func drawIndicators() {
        guard showsIndicators, let context = UIGraphicsGetCurrentContext() else { return }
        ControlDrawing.withEnabledLook(isEnabled, in: context) {
            if backgroundStyle == .prominent {
                let size = size(forNumberOfPages: storedNumberOfPages)
                let capsule = CGRect(
                    x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                    width: size.width, height: size.height)
                ControlDrawing.fillRounded(capsule, color: .systemFill, in: context)
            }
            let d = UIPageControl.indicatorDiameter
            let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
            let current = currentPageIndicatorTintColor ?? .white
            for page in visiblePages {
                let c = indicatorCenter(forPage: page)
                let color = page == storedCurrentPage ? current : other
                if let image = indicatorImage(forPage: page) ?? preferredIndicatorImage {
                    let size = image.size
                    image.withTintColor(color).draw(
                        in: CGRect(
                            x: c.x - size.width / 2, y: c.y - size.height / 2,
                            width: size.width, height: size.height))
                    continue
                }
                context.setFillColor(color.cgColor)
                context.fillEllipse(in: CGRect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d))
            }
        }
    }
}

// MARK: - Touches

extension UIPageControl {
    /// A tap on the trailing side of the current dot goes forward one page, on the leading side
    /// back one; sends `.valueChanged` when the page changed.
    func page(towards point: CGPoint) {
        guard showsIndicators else { return }
        let current = indicatorCenter(forPage: storedCurrentPage)
        let trailing = (point.x > current.x) != ControlDrawing.isRightToLeft(self)
        let target = storedCurrentPage + (trailing ? 1 : -1)
        guard target >= 0, target < storedNumberOfPages else { return }
        currentPage = target
        interactionState = .discrete
        sendActions(for: .valueChanged)
        interactionState = .none
    }
}

import CoreGraphics

extension UIImage {
    // MARK: - Files and data

    /// Loads the PNG or JPEG file at `path`, or returns nil (after a one-line note on standard error
    /// naming the file and the problem). As on iOS, a `@2x`/`@3x` suffix in the file name sets
    /// the scale; otherwise it is 1.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard let image = UIImage.load(url) else { return nil }
        self.init(
            cgImage: image, scale: UIImage.scaleSuffix(of: url.deletingPathExtension().lastPathComponent) ?? 1,
            orientation: .up)
    }

    /// Decodes PNG or JPEG data at scale 1 (as iOS does: the file's `pHYs` is ignored), or nil.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data (told apart by their signatures) with the given scale, or nil.
    public convenience init?(data: Data, scale: CGFloat) {
        do {
            let image = try UIImage.decode(data, source: "UIImage(data:)")
            self.init(cgImage: image, scale: scale, orientation: .up)
        } catch {
            UIImage.reportLoadingFailure("\(error)")
            return nil
        }
    }

    /// Decodes one file, reporting failures; nil when it cannot be read.
    static func load(_ url: URL) -> CGImage? {
        do {
            let data: Data
            do { data = try Data(contentsOf: url) } catch {
                throw PNGError(source: url.path, reason: "cannot read the file (\(error.localizedDescription))")
            }
            return try decode(data, source: url.path)
        } catch {
            reportLoadingFailure("\(error)")
            return nil
        }
    }

    /// The first page of the PDF at `url` drawn at `scale` (pixels per point; the page's media box
    /// in points is the image's size), or nil after a one-line note naming the file.
    static func loadPDF(_ url: URL, scale: CGFloat) -> CGImage? {
        guard let document = CGPDFDocument(url as CFURL), let page = document.page(at: 1) else {
            reportLoadingFailure("\(url.path): not a PDF document poppler can read")
            return nil
        }
        let box = page.getBoxRect(.mediaBox)
        let width = Int((box.width * scale).rounded(.up)), height = Int((box.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 16384, height <= 16384,
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)
        else {
            reportLoadingFailure("\(url.path): a page of \(box.width) × \(box.height) points cannot be drawn")
            return nil
        }
        // A bitmap context's user space is y-up, as PDF user space: the page is drawn upright.
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -box.minX, y: -box.minY)
        context.drawPDFPage(page)
        return context.makeImage()
    }

    /// Decodes a JPEG (by its SOI marker, through libjpeg) or else a PNG.
    static func decode(_ data: Data, source: String) throws -> CGImage {
        JPEGDecoder.isJPEG(data)
            ? try JPEGDecoder().decode(data, source: source) : try PNGDecoder().decode(data, source: source).image
    }

    /// The scale a `name@2x` / `name@3x` file name announces, or nil without a suffix.
    static func scaleSuffix(of baseName: String) -> CGFloat? {
        guard let at = baseName.lastIndex(of: "@"), baseName.hasSuffix("x"),
            let value = Int(baseName[baseName.index(after: at)..<baseName.index(before: baseName.endIndex)]),
            (1...4).contains(value)
        else { return nil }
        return CGFloat(value)
    }

    // MARK: - Diagnostics

    /// ViewLab: where image-loading failures are reported, one line each (UIKit only returns
    /// nil; ViewLab also says why). Defaults to standard error.
    // installed by the host at start-up
    nonisolated(unsafe) public static var loadingFailureHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("ViewLab: \(message)\n".utf8))
    }

    static func reportLoadingFailure(_ message: String) {
        loadingFailureHandler(message.split(whereSeparator: \.isNewline).joined(separator: " "))
    }
}

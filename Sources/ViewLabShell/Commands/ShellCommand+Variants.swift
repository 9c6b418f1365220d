import Foundation
import UIKit
import ViewLabRender

// MARK: - Contact sheet: :variants

extension ShellCommand {
    static let variants = ShellCommand(
        name: "variants", synopsis: "[VIEW] PATH",
        summary: "export light/dark × portrait/landscape on one labelled PNG",
        detail:
            "Renders the screen (or VIEW) four times — light portrait, dark portrait, light landscape, dark landscape — and writes them side by side on one contact sheet, each with its label, at :scale (default 1). The stage is put back as it was.",
        example: ":variants card sheet.png", arguments: .viewThenPath
    ) { shell, args in
        try Shell.expectArguments(args, 1...2, "variants")
        let view = args.count == 2 ? try shell.view(args[0]) : shell.stage.root
        let path = args[args.count - 1]
        let scale = shell.commandState.scale ?? 1
        let sheet = try shell.contactSheet(of: view, scale: scale)
        do {
            try PNGFile.write(
                sheet, to: shell.url(forPath: path), scale: scale,
                description: "viewlab shell: variants of \(shell.label(of: view))")
        } catch {
            throw ShellError("cannot write \(path): \(error)")
        }
        shell.console.print(
            "exported \(sheet.width)×\(sheet.height) px contact sheet (light/dark × portrait/landscape) to \(path)")
    }
}

extension Shell {
    /// One cell of the contact sheet.
    private struct Cell {
        var label: String
        var image: CGImage
    }

    /// Renders `view` in the four variants and lays them out in a row: portraits first, then
    /// landscapes, each labelled above.
    func contactSheet(of view: UIView, scale: CGFloat) throws -> CGImage {
        let savedAppearance = stage.appearance
        let savedOrientation = commandState.orientation
        defer {
            stage.appearance = savedAppearance
            setOrientation(savedOrientation)
        }
        var cells: [Cell] = []
        for orientation in [PreviewOrientationChoice.portrait, .landscape] {
            for appearance in [UIUserInterfaceStyle.light, .dark] {
                stage.appearance = appearance
                setOrientation(orientation == .portrait ? .portrait : .landscapeLeft)
                let name = "\(appearance == .dark ? "dark" : "light") · \(orientation.rawValue)"
                cells.append(Cell(label: name, image: try render(view, scale: scale)))
            }
        }
        return compose(cells, scale: scale)
    }

    private enum PreviewOrientationChoice: String { case portrait, landscape }

    /// Draws the cells in a row on a neutral grey sheet with a label over each.
    private func compose(_ cells: [Cell], scale: CGFloat) -> CGImage {
        let margin: CGFloat = 16, labelHeight: CGFloat = 22
        let sizes = cells.map {
            CGSize(width: CGFloat($0.image.width) / scale, height: CGFloat($0.image.height) / scale)
        }
        let width = sizes.reduce(margin) { $0 + $1.width + margin }
        let height = (sizes.map(\.height).max() ?? 0) + labelHeight + margin * 2
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        let sheet = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image {
            context in
            UIColor(white: 0.5, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            var x = margin
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.white,
            ]
            for (cell, size) in zip(cells, sizes) {
                (cell.label as NSString).draw(at: CGPoint(x: x, y: margin - 2), withAttributes: attributes)
                UIImage(cgImage: cell.image, scale: scale, orientation: .up).draw(
                    in: CGRect(x: x, y: margin + labelHeight, width: size.width, height: size.height))
                x += size.width + margin
            }
        }
        return sheet.cgImage ?? cells[0].image
    }
}

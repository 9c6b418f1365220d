import Foundation
@_spi(ViewLab) import UIKit

// MARK: - :nib PATH

extension ShellCommand {
    static let nib = ShellCommand(
        name: "nib", synopsis: "PATH.xib", summary: "list what a XIB contains and load its views",
        detail:
            "Reads an Interface Builder file (the XML Xcode writes) and lists its objects: File's Owner and other placeholders, then each view with its class, frame, constraints, outlets and actions. Then instantiates it as UINib does — every view made with init(coder:), outlets and actions connected, awakeFromNib() sent — adds its top-level views to root and binds the first to `nib`. Custom classes (customClass=) must be loaded first (:load ShopView.swift). With :trace on, the line after shows init(coder:) → outlet → awakeFromNib. A XIB the reader does not support gives one line with the file and line.",
        example: ":nib ShopView.xib", arguments: .path
    ) { shell, args in
        try Shell.expectArguments(args, 1...1, "nib")
        try shell.loadNib(shell.url(forPath: args[0]))
    }
}

extension Shell {
    /// `:nib PATH`: lists the document, instantiates it and shows its top-level views.
    func loadNib(_ url: URL) throws {
        let document: XIBDocument
        do { document = try XIBDocument(contentsOf: url) } catch { throw ShellError("\(error)") }
        for line in document.outline { console.print(line) }
        // Images named in the XIB are found next to it, as in its app's bundle.
        UIImage.registerResourceDirectory(url.deletingLastPathComponent())
        let views = UINib(document: document).instantiate(withOwner: nil, options: nil).compactMap { $0 as? UIView }
        guard let first = views.first else { throw ShellError("\(url.lastPathComponent) has no top-level view") }
        for view in views { stage.root.addSubview(view) }
        session.define("nib", type: .named(shellTypeName(for: first)), value: first)
        console.print(
            "loaded \(views.count) view\(views.count == 1 ? "" : "s") from \(url.lastPathComponent): \(views.map { "\(type(of: $0))" }.joined(separator: ", ")) (bound to nib)"
        )
        stage.runTurn()
    }
}

import Foundation
import ImageIO
import TestSupport
import XCTest

/// Lists as components write them, in our own words, through the real `viewlab export --package`:
/// a view that owns an `.insetGrouped` table of self-sizing cells (a cell subclass overriding
/// `init(style:reuseIdentifier:)` without `required`, its label pinned to the content view's
/// margins) and a flow-layout grid of swatch cells (overriding `init(frame:)`).
final class ListsExportTests: XCTestCase {
    static let notes = """
        import UIKit

        final class NoteCell: UITableViewCell {
            static let identifier = "NoteCell"
            let note = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                note.numberOfLines = 0
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                NSLayoutConstraint.activate([
                    note.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    note.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    note.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    note.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func prepareForReuse() {
                super.prepareForReuse()
                note.text = nil
            }
        }

        public final class NotesView: UIView, UITableViewDataSource, UITableViewDelegate {
            let table = UITableView(frame: .zero, style: .insetGrouped)
            let notes = ["Short", String(repeating: "A longer note that wraps onto several lines. ", count: 5), "Short"]

            public override init(frame: CGRect) {
                super.init(frame: frame)
                table.register(NoteCell.self, forCellReuseIdentifier: NoteCell.identifier)
                table.estimatedRowHeight = 44
                table.contentInsetAdjustmentBehavior = .never
                table.rowHeight = UITableView.automaticDimension
                table.dataSource = self
                table.delegate = self
                table.frame = bounds
                table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(table)
            }

            required init?(coder: NSCoder) { fatalError() }

            public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

            public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.identifier, for: indexPath) as! NoteCell
                cell.note.text = notes[indexPath.row]
                cell.contentView.backgroundColor = indexPath.row % 2 == 0 ? .systemYellow : .systemTeal
                return cell
            }
        }

        """

    static let grid = """
        import UIKit

        final class SwatchCell: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.layer.cornerRadius = 8
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        public final class SwatchGrid: UIView, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            let colours: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
            lazy var collection: UICollectionView = {
                let layout = UICollectionViewFlowLayout()
                layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                let view = UICollectionView(frame: bounds, collectionViewLayout: layout)
                view.backgroundColor = .white
                view.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
                view.dataSource = self
                view.delegate = self
                return view
            }()

            public override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(collection)
            }

            required init?(coder: NSCoder) { fatalError() }

            public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

            public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
                cell.contentView.backgroundColor = colours[indexPath.item % colours.count]
                return cell
            }

            public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                       sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 60, height: 60)
            }
        }

        """

    static let previews = """
        import UIKit

        #Preview("Notes", traits: .fixedLayout(width: 320, height: 400)) {
            NotesView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        }

        #Preview("Grid", traits: .fixedLayout(width: 320, height: 240)) {
            SwatchGrid(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        }

        """

    func colour(_ png: URL, x: CGFloat, y: CGFloat, width: Int) throws -> [UInt8] {
        let image = try PNGDecoder().decode(contentsOf: png).image
        let scale = CGFloat(image.width) / CGFloat(width)
        let p = image.pixel(x: Int(x * scale), y: Int(y * scale))
        return [p.red, p.green, p.blue]
    }

    func testASelfSizingTableAndAFlowGridExportFromAPackage() throws {
        let files = [
            "Notes.swift": ListsExportTests.notes, "Grid.swift": ListsExportTests.grid,
            "Previews.swift": ListsExportTests.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-lists-pkg", out: "viewlab-lists-out", name: "Lists", targets: ["Lists": files])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("exported 2 PNGs, 0 failed"), result.stdout + result.stderr)
        let notes = out.appendingPathComponent("Previews/Notes.light-portrait.png")
        let yellow: [UInt8] = [0xFF, 0xCC, 0x00], teal: [UInt8] = [0x30, 0xB0, 0xC7]
        // Inset grouped: rows start 16 pt in and 35 pt down; the long note makes row 1 taller
        // than the 80 pt below its top that this pixel probes.
        XCTAssertEqual(try colour(notes, x: 30, y: 35 + 10, width: 320), yellow, "row 0")
        XCTAssertEqual(try colour(notes, x: 30, y: 35 + 44 + 80, width: 320), teal, "row 1 grew to fit its text")
        XCTAssertNotEqual(try colour(notes, x: 8, y: 35 + 10, width: 320), yellow, "the section is inset from the edge")
        let grid = out.appendingPathComponent("Previews/Grid.light-portrait.png")
        // 300 pt of line: four 60 pt items, justified 20 pt apart, from x = 10.
        XCTAssertEqual(try colour(grid, x: 40, y: 40, width: 320), [0xFF, 0x3B, 0x30], "item 0 red")
        XCTAssertEqual(try colour(grid, x: 80, y: 40, width: 320), [255, 255, 255], "the gap")
        XCTAssertEqual(try colour(grid, x: 120, y: 40, width: 320), [0x34, 0xC7, 0x59], "item 1 green")
        XCTAssertEqual(try colour(grid, x: 40, y: 110, width: 320), [0xFF, 0x3B, 0x30], "item 4 red, second line")
    }
}

import UIKit

/// Lesson 12's lists (given, not part of the exercise): a table and a compositional list of
/// notes, each its own data source, showing your `NoteCell` and `NoteListCell`.
class NotesTable: UITableView, UITableViewDataSource {
    var notes: [String] = [] { didSet { reloadData() } }

    /// A 393 × 360 pt table `top` points down the screen.
    init(top: CGFloat) {
        super.init(frame: CGRect(x: 0, y: top, width: 393, height: 360), style: .insetGrouped)
        register(NoteCell.self, forCellReuseIdentifier: "note")
        dataSource = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        (cell as? NoteCell)?.note.text = notes[indexPath.row]
        return cell
    }

    /// Each row's height, top to bottom.
    var rowHeights: [CGFloat] {
        layoutIfNeeded()
        return notes.indices.map { rectForRow(at: IndexPath(row: $0, section: 0)).height }
    }
}

class NotesList: UICollectionView, UICollectionViewDataSource {
    var notes: [String] = [] { didSet { reloadData() } }

    /// A 393 × 360 pt list `top` points down the screen.
    init(top: CGFloat) {
        super.init(frame: CGRect(x: 0, y: top, width: 393, height: 360),
                   collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        register(NoteListCell.self, forCellWithReuseIdentifier: "note")
        dataSource = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
        (cell as? NoteListCell)?.note.text = notes[indexPath.item]
        return cell
    }

    /// Each row's height, top to bottom.
    var rowHeights: [CGFloat] {
        layoutIfNeeded()
        return notes.indices.map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height ?? 0 }
    }
}

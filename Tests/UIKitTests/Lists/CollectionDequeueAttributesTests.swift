import UIKit
import XCTest

/// A dequeued cell already has its layout attributes when `collectionView(_:cellForItemAt:)`
/// gets it, as on iOS: a calendar whose day cell sizes its selection circle from `bounds` there
/// drew no circle (the cell was still 0×0).
@MainActor
final class CollectionDequeueAttributesTests: XCTestCase {
    final class DayCell: UICollectionViewCell {
        let circle = UIView()
        var appliedBeforeReturn = false
        required init(frame: CGRect) {
            super.init(frame: frame)
            circle.backgroundColor = .systemRed
            addSubview(circle)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            appliedBeforeReturn = true
        }
        /// What the calendar does in `cellForItemAt`: a circle of 3/4 of the cell's width, centred.
        func sizeCircle() {
            let diameter = bounds.width * 0.75
            circle.frame = CGRect(
                x: (bounds.width - diameter) / 2, y: (bounds.height - diameter) / 2, width: diameter, height: diameter)
            circle.layer.cornerRadius = diameter / 2
        }
    }

    final class Days: NSObject, UICollectionViewDataSource {
        var sizesSeen: [CGSize] = []
        var appliedSeen: [Bool] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "day", for: indexPath) as! DayCell
            sizesSeen.append(cell.bounds.size)
            appliedSeen.append(cell.appliedBeforeReturn)
            cell.sizeCircle()
            return cell
        }
    }

    func testACellHasItsItemSizeInCellForItemAt() async throws {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.minimumInteritemSpacing = 0
        let days = Days()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 240, height: 60), collectionViewLayout: layout)
        collection.backgroundColor = .white
        collection.register(DayCell.self, forCellWithReuseIdentifier: "day")
        collection.dataSource = days
        window.addSubview(collection)
        let image = try renderTurn(window)
        XCTAssertEqual(days.sizesSeen, Array(repeating: CGSize(width: 80, height: 60), count: 3))
        XCTAssertEqual(days.appliedSeen, [true, true, true], "the cell's apply(_:) ran inside the dequeue")
        let centre = pixel(image, CGPoint(x: 40, y: 130), scale: 3)
        XCTAssertEqual(centre.red, UIColor.systemRed.rgba8().0, "the circle sized in cellForItemAt is drawn")
        XCTAssertEqual(centre.green, UIColor.systemRed.rgba8().1)
        withExtendedLifetime(days) {}
    }
}

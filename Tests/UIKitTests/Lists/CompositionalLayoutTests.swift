import TestSupport
@testable import UIKit
import XCTest

/// A section background in the style of real layouts: a rounded grey card behind the section.
final class CardBackground: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
    }
    required init?(coder: NSCoder) { nil }
}

/// `UICollectionViewCompositionalLayout` against Apple's documented rules (see
/// `NSCollectionLayoutGroup` and `NSCollectionLayoutSection`): the frames of items in groups,
/// nested groups, spacing, insets, self-sizing, sideways sections, pinned headers.
@MainActor
final class CompositionalLayoutTests: XCTestCase {
    /// A 320 × 400 collection at y 100 of an iPhone 15 window (no safe area inside it).
    /// The data sources of the test's collections (a collection view holds its data source weakly).
    private var models: [GridModel] = []

    private func makeCollection(_ model: GridModel, layout: UICollectionViewLayout, in window: UIWindow)
        -> UICollectionView
    {
        models.append(model)
        return showCollection(model, layout: layout, in: window)
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func frames(_ collection: UICollectionView, section: Int = 0, _ count: Int) -> [CGRect] {
        (0..<count).map {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null
        }
    }

    func testAFractionalItemRepeatsToFillItsHorizontalGroup() async {
        let window = makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.interGroupSpacing = 10
        let collection = makeCollection(
            GridModel([5]), layout: UICollectionViewCompositionalLayout(section: section), in: window)
        let f = frames(collection, 5)
        XCTAssertEqual(f[0], CGRect(x: 8, y: 8, width: 152, height: 100), "half of the 304 pt group")
        XCTAssertEqual(f[1], CGRect(x: 160, y: 8, width: 152, height: 100))
        XCTAssertEqual(f[2].minY, 118, "the next group 10 pt below")
        XCTAssertEqual(f[4], CGRect(x: 8, y: 228, width: 152, height: 100), "the last group holds what is left")
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 8 + 3 * 100 + 2 * 10 + 8))
        XCTAssertEqual(collection.visibleCells.count, 5)
    }

    func testNestedGroupsPlaceTheirItemsInsideTheirFrames() async {
        let window = makeWindow()
        // App Store style: a big item beside a column of two.
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.75), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), subitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(160)), subitems: [big, column])
        let collection = makeCollection(
            GridModel([6]),
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), in: window)
        let f = frames(collection, 6)
        XCTAssertEqual(f[0], CGRect(x: 0, y: 0, width: 240, height: 160))
        XCTAssertEqual(
            f[1], CGRect(x: 242, y: 2, width: 76, height: 76), "content insets shrink the cell inside its 80 × 80 space"
        )
        XCTAssertEqual(f[2], CGRect(x: 242, y: 82, width: 76, height: 76))
        XCTAssertEqual(f[3], CGRect(x: 0, y: 160, width: 240, height: 160), "the group repeats")
        XCTAssertEqual(f[5].minY, 242)
    }

    func testSubitemCountSharesTheWidthLessTheSpacing() async {
        let window = makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let collection = makeCollection(
            GridModel([4]),
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), in: window)
        let f = frames(collection, 4)
        XCTAssertEqual(f[0].width, 100, "(320 − 2 × 10) / 3, the item's own width ignored (Apple: equally sized)")
        XCTAssertEqual(f[1].minX, 110)
        XCTAssertEqual(f[2].maxX, 320)
        XCTAssertEqual(f[3].minY, 50)
    }

    func testFlexibleSpacingSharesTheSpareSpaceAndEdgeSpacingComesFirst() async {
        let window = makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(80), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .flexible(0)
        let collection = makeCollection(
            GridModel([3]),
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), in: window)
        XCTAssertEqual(frames(collection, 3).map(\.minX), [0, 120, 240], "(320 − 240) / 2 between each")

        let spaced = NSCollectionLayoutItem(layoutSize: size(.absolute(80), .absolute(40)))
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [spaced])
        let other = makeCollection(
            GridModel([4]), layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)),
            in: window)
        XCTAssertEqual(
            frames(other, 4).map(\.origin),
            [CGPoint(x: 10, y: 5), CGPoint(x: 100, y: 5), CGPoint(x: 190, y: 5), CGPoint(x: 10, y: 55)],
            "10 pt before each item; three fit in 320 pt, the fourth starts the next group")
    }

    func testEstimatedHeightsAreReplacedByTheCellsFittingHeight() async throws {
        let window = makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let collection = makeCollection(
            GridModel([3]), layout: UICollectionViewCompositionalLayout(section: section), in: window)
        let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? TileCell)
        let expected = 6 + cell.label.intrinsicContentSize.height + 6
        let f = frames(collection, 3)
        XCTAssertEqual(
            f[0].height, expected, accuracy: 0.5, "the tile's label and its 6 pt margins, not the 44 pt estimate")
        XCTAssertNotEqual(f[0].height, 44)
        XCTAssertEqual(f[0].width, 320, "the fixed width stays")
        XCTAssertEqual(f[1].minY, f[0].maxY + 4, accuracy: 0.01)
    }

    func testAnOrthogonalSectionScrollsSidewaysInItsOwnScrollView() async throws {
        let window = makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.75), .absolute(120)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let listItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let plain = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [listItem]))
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? carousel : plain }
        let collection = makeCollection(GridModel([6, 3]), layout: layout, in: window)
        let f = frames(collection, 6)
        XCTAssertEqual(
            f[0], CGRect(x: 16, y: 0, width: 216, height: 120), "three quarters of the 288 pt inside the insets")
        XCTAssertEqual(f[1].minX, 242, "the next group 10 pt after, off the side of the screen")
        XCTAssertEqual(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 120,
            "the band takes one group's height")
        XCTAssertEqual(collection.contentSize.height, 120 + 3 * 50)
        let scroller = try XCTUnwrap(
            collection.subviews.compactMap { $0 as? UIScrollView }.first, "the section's own scroll view")
        XCTAssertEqual(scroller.frame, CGRect(x: 0, y: 0, width: 320, height: 120))
        let contentWidth: CGFloat = 16 + 6 * 216 + 5 * 10 + 16
        XCTAssertEqual(scroller.contentSize.width, contentWidth)
        XCTAssertTrue(
            collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === scroller, "its cells live in it")
        XCTAssertNil(collection.cellForItem(at: IndexPath(item: 3, section: 0)), "only what the band shows has cells")
        scroller.contentOffset = CGPoint(x: 600, y: 0)
        collection.layoutIfNeeded()
        XCTAssertNotNil(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        let fourth: CGFloat = 16 + 3 * 226
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX, fourth)
        // groupPaging rests on a group's leading edge, keeping the section's leading inset.
        XCTAssertEqual(scroller.targetOffset(proposed: CGPoint(x: 300, y: 0), velocity: .zero).x, 226)
        // A tap on a scrolled item selects that item.
        let model = collection.dataSource as! GridModel
        XCTAssertEqual(
            collection.indexPathForItem(at: CGPoint(x: fourth - 600 + 20, y: 60)), IndexPath(item: 3, section: 0),
            "a point over the band is moved by the band's scroll")
        _ = window.tap(at: CGPoint(x: fourth - 600 + 20, y: 160))
        XCTAssertEqual(model.selected, [IndexPath(item: 3, section: 0)])
    }

    func testPinnedHeadersStayAtTheTopOfTheVisibleArea() async {
        let window = makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(60)))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item]))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let collection = makeCollection(
            GridModel([10, 10]), layout: UICollectionViewCompositionalLayout(section: section), in: window)
        let headerKind = UICollectionView.elementKindSectionHeader
        XCTAssertEqual(frames(collection, 1)[0].minY, 30, "the header extends the section")
        XCTAssertEqual(
            collection.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 1))?
                .frame.minY, 630)
        collection.contentOffset = CGPoint(x: 0, y: 200)
        collection.layoutIfNeeded()
        XCTAssertEqual(
            collection.supplementaryView(forElementKind: headerKind, at: IndexPath(item: 0, section: 0))?.frame.minY,
            200)
        collection.contentOffset = CGPoint(x: 0, y: 615)
        collection.layoutIfNeeded()
        XCTAssertEqual(
            collection.supplementaryView(forElementKind: headerKind, at: IndexPath(item: 0, section: 0))?.frame.minY,
            600,
            "pushed up by the end of its section")
    }

    func testABackgroundDecorationStandsBehindTheSectionsItems() async throws {
        let window = makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(CardBackground.self, forDecorationViewOfKind: "card")
        let collection = makeCollection(GridModel([2]), layout: layout, in: window)
        XCTAssertEqual(
            layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 10, y: 10, width: 300, height: 100))
        let card = try XCTUnwrap(collection.subviews.first { $0 is CardBackground })
        let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertLessThan(
            try XCTUnwrap(collection.subviews.firstIndex(of: card)),
            try XCTUnwrap(collection.subviews.firstIndex(of: cell)))
        let image = try renderTurn(window)
        let edge = pixel(image, CGPoint(x: 15, y: 100 + 15), scale: 3),
            tile = pixel(image, CGPoint(x: 40, y: 100 + 40), scale: 3)
        XCTAssertEqual(Int(edge.red), Int(UIColor.systemGray5.rgba8().0), accuracy: 2, "the card at its inset frame")
        XCTAssertEqual(Int(tile.blue), Int(UIColor.systemBlue.rgba8().2), accuracy: 2, "the cell draws over the card")
    }

    func testTheSectionProviderSeesTheContainerAndSectionsStandApart() async {
        let window = makeWindow()
        var widths: [CGFloat] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                widths.append(environment.container.effectiveContentSize.width)
                let columns = environment.container.effectiveContentSize.width > 300 ? 4 : 2
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .absolute(50)))
                return NSCollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                        subitems: [item]))
            }, configuration: configuration)
        let collection = makeCollection(GridModel([4, 4]), layout: layout, in: window)
        XCTAssertEqual(widths, [320, 320])
        XCTAssertEqual(frames(collection, 4).map(\.minX), [0, 80, 160, 240], "four columns at 320 pt")
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 50 + 24)
    }

    func testAHorizontalLayoutStacksGroupsSideways() async {
        let window = makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let collection = makeCollection(GridModel([5]), layout: layout, in: window)
        XCTAssertEqual(
            frames(collection, 5).map(\.origin),
            [
                CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 200), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 200),
                CGPoint(x: 200, y: 0),
            ])
        XCTAssertEqual(collection.contentSize, CGSize(width: 300, height: 400))
    }
}

import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable @_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// The legacy bar customisations real components use: navigation bar background and shadow
/// images, the interactive pop recognizer, tab bar item positioning and title adjustment, the More
/// navigation controller, and segues made in code.
@MainActor
final class BarCustomisationTests: MediaClockTestCase {
    private func solid(_ colour: UIColor, _ size: CGSize = CGSize(width: 4, height: 4)) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            colour.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    func test_navigationBarBackgroundImage_fillsTheBarAndTheStatusBarAbove_stretched() async throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.setBackgroundImage(solid(.red), for: .default)
        let stage = makeStage(showing: navigation)
        XCTAssertNotNil(navigation.navigationBar.backgroundImage(for: .default))
        XCTAssertNil(navigation.navigationBar.backgroundImage(for: .compact))
        let image = try stage.render(scale: 1)
        for y in [10, 59 + 22, 59 + 43] {
            let p = image.pixel(x: 300, y: y)
            XCTAssertEqual(
                [p.red, p.green, p.blue], [255, 0, 0], "y \(y): the image covers the bar and the status bar area")
        }
        let below = image.pixel(x: 300, y: 59 + 44 + 2)
        XCTAssertEqual([below.red, below.green, below.blue], [255, 255, 255])
    }

    func test_emptyBackgroundAndShadowImages_makeTheBarTransparent() async throws {
        let root = UIViewController()
        root.view.backgroundColor = .systemBlue
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        navigation.navigationBar.scrollEdgeAppearance = appearance  // opaque until the images are set
        let stage = makeStage(showing: navigation)
        var p = try stage.render(scale: 1).pixel(x: 300, y: 59 + 22)
        XCTAssertEqual(p.blue, 255)
        XCTAssertEqual(p.red, 255, "opaque white bar first")
        navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigation.navigationBar.shadowImage = UIImage()
        p = try stage.render(scale: 1).pixel(x: 300, y: 59 + 22)
        XCTAssertEqual([p.red, p.green, p.blue], [0, 122, 255], "the content shows through the bar")
    }

    func test_shadowImage_isDrawnUnderTheBar_onlyWithACustomBackgroundImage() async throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.shadowImage = solid(.green, CGSize(width: 1, height: 3))
        let stage = makeStage(showing: navigation)
        var p = try stage.render(scale: 1).pixel(x: 200, y: 59 + 44 + 1)
        XCTAssertNotEqual(
            [p.red, p.green, p.blue], [0, 255, 0], "ignored without a background image (Apple, shadowImage)")
        navigation.navigationBar.setBackgroundImage(solid(.white), for: .default)
        p = try stage.render(scale: 1).pixel(x: 200, y: 59 + 44 + 1)
        XCTAssertEqual([p.red, p.green, p.blue], [0, 255, 0])
    }

    func test_compactMetrics_fallBackToTheDefaultImage() async throws {
        let bar = UINavigationBar()
        let image = solid(.red)
        bar.setBackgroundImage(image, for: .default)
        XCTAssertTrue(bar.backgroundImages.resolved(position: .topAttached, metrics: .compact) === image)
        bar.setBackgroundImage(solid(.blue), for: .any, barMetrics: .compact)
        XCTAssertFalse(bar.backgroundImages.resolved(position: .topAttached, metrics: .compact) === image)
    }

    func test_interactivePopGestureRecognizer_exists_andKeepsWhatItIsTold() async throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let recognizer = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
        XCTAssertTrue(recognizer is UIScreenEdgePanGestureRecognizer)
        recognizer.isEnabled = false
        XCTAssertFalse(navigation.interactivePopGestureRecognizer?.isEnabled ?? true)
    }

    func test_tabBarCenteredPositioning_placesItemsOfItemWidth_itemSpacingApart_inTheMiddle() async throws {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        tabs.tabBar.itemPositioning = .centered
        tabs.tabBar.itemWidth = 60
        tabs.tabBar.itemSpacing = 20
        _ = makeStage(showing: tabs)
        let items = tabs.tabBar.subviews.compactMap { $0 as? UIControl }
        XCTAssertEqual(items.map(\.frame.minX), [126.5, 206.5], "(393 − 60·2 − 20) / 2")
        XCTAssertEqual(items.map(\.frame.width), [60, 60])
        XCTAssertEqual(items.map(\.frame.minY), [1, 1], "UITabBarButton frames start 1 pt below the bar's edge")
        XCTAssertEqual(items.map(\.frame.height), [48, 48], "a point shorter than the 49 pt row")
        tabs.tabBar.itemPositioning = .fill
        tabs.view.layoutIfNeeded()
        XCTAssertEqual(tabs.tabBar.subviews.compactMap { $0 as? UIControl }.map(\.frame.width), [196.5, 196.5])
    }

    /// UITabBar's iOS 5 customisation (Apple, `backgroundImage`, `shadowImage`,
    /// `selectionIndicatorImage`): the image fills the bar in place of its background, the shadow
    /// image is its top hairline (only with a background image), the indicator fills the selected
    /// item's slot.
    func test_tabBarBackgroundShadowAndSelectionIndicatorImages_areDrawn() async throws {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        tabs.tabBar.shadowImage = solid(.blue, CGSize(width: 1, height: 2))
        let stage = makeStage(showing: tabs)
        let bar = tabs.tabBar.frame
        var p = try stage.render(scale: 1).pixel(x: 300, y: Int(bar.minY) + 1)
        XCTAssertNotEqual([p.red, p.green, p.blue], [0, 0, 255], "no shadow image without a background image")
        tabs.tabBar.backgroundImage = solid(.red)
        tabs.tabBar.selectionIndicatorImage = solid(.green)
        tabs.view.layoutIfNeeded()
        let image = try stage.render(scale: 1)
        p = image.pixel(x: 300, y: Int(bar.midY))
        XCTAssertEqual([p.red, p.green, p.blue], [255, 0, 0], "the background image in the unselected slot")
        p = image.pixel(x: 300, y: Int(bar.minY) + 1)
        XCTAssertEqual([p.red, p.green, p.blue], [0, 0, 255], "the shadow image along the top")
        p = image.pixel(x: 8, y: Int(bar.minY) + 20)
        XCTAssertEqual([p.red, p.green, p.blue], [0, 255, 0], "the indicator behind the selected item")
        tabs.tabBar.backgroundImage = UIImage()
        tabs.view.layoutIfNeeded()
        p = try stage.render(scale: 1).pixel(x: 300, y: Int(bar.midY))
        XCTAssertNotEqual([p.red, p.green, p.blue], [255, 0, 0], "an empty image: no background")
    }

    func test_titlePositionAdjustment_movesTheItemsTitle() async throws {
        let tabs = UITabBarController()
        let vc = UIViewController()
        vc.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        tabs.viewControllers = [vc]
        _ = makeStage(showing: tabs)
        let label = {
            try XCTUnwrap(
                tabs.tabBar.subviews.compactMap { $0 as? UIControl }.first?.subviews.compactMap { $0 as? UILabel }.first
            )
        }
        let before = try label().frame
        vc.tabBarItem.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: -4)
        tabs.view.layoutIfNeeded()
        XCTAssertEqual(try label().frame, before.offsetBy(dx: 3, dy: -4))
    }

    /// `setValue(CurvedBar(), forKey: "tabBar")` (a custom bar for a tab bar controller made in
    /// code): the subclass is the controller's bar, draws itself, gets the items and the taps.
    func test_keyValueCodingReplacesTheTabBar_withASubclassThatDrawsAndSelects() async throws {
        final class CurvedBar: UITabBar {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.systemOrange.setFill()
                UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 5)).fill()
            }
        }
        let tabs = UITabBarController()
        let bar = CurvedBar()
        tabs.setValue(bar, forKey: "tabBar")
        tabs.viewControllers = [UIViewController(), UIViewController()]
        XCTAssertTrue(tabs.tabBar === bar)
        XCTAssertTrue(bar.delegate === tabs)
        let stage = makeStage(showing: tabs)
        XCTAssertEqual(bar.items?.count, 2)
        XCTAssertTrue(bar.superview === tabs.view)
        XCTAssertEqual(tabs.view.subviews.filter { $0 is UITabBar }.count, 1, "the old bar is gone")
        let image = try stage.render(scale: 1)
        XCTAssertGreaterThan(bar.draws, 0)
        let p = image.pixel(x: Int(bar.frame.midX), y: Int(bar.frame.midY))
        XCTAssertEqual([p.red, p.green, p.blue], [255, 149, 0], "the subclass's drawing")
        let second = bar.subviews.compactMap { $0 as? UIControl }[1]
        second.sendActions(for: .touchUpInside)
        XCTAssertEqual(tabs.selectedIndex, 1)
    }

    /// A custom bar that replaces UIKit's item views with its own: when its items are set it
    /// removes the subviews whose class is named `UITabBarButton` and adds one pill per item. The
    /// item views exist by then (UIKit makes them when the items are set) and, once removed, no
    /// later layout brings them back, so only the bar's own pills are drawn.
    func test_itemViewsAreUITabBarButtons_madeWhenItemsAreSet_andStayRemoved() async throws {
        final class PillBar: UITabBar {
            var pills: [UIView] = []
            var foundButtons = 0
            override var items: [UITabBarItem]? {
                didSet {
                    let system = subviews.filter { String(describing: type(of: $0)) == "UITabBarButton" }
                    foundButtons = system.count
                    system.forEach { $0.removeFromSuperview() }
                    pills.forEach { $0.removeFromSuperview() }
                    pills = (items ?? []).map { _ in
                        let pill = UIView()
                        pill.backgroundColor = .systemGreen
                        addSubview(pill)
                        return pill
                    }
                }
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                let width = bounds.width / CGFloat(max(1, pills.count))
                for (i, pill) in pills.enumerated() {
                    pill.frame = CGRect(x: CGFloat(i) * width + 4, y: 4, width: width - 8, height: 30)
                }
            }
        }
        let tabs = UITabBarController()
        let bar = PillBar()
        tabs.setValue(bar, forKey: "tabBar")
        let pages = ["One", "Two", "Three"].map { title -> UIViewController in
            let page = UIViewController()
            page.view.backgroundColor = .white
            page.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            return page
        }
        tabs.viewControllers = pages
        XCTAssertEqual(bar.foundButtons, 3, "one UITabBarButton per item, there as soon as the items are set")
        let stage = makeStage(showing: tabs)
        tabs.selectedIndex = 1
        tabs.view.layoutIfNeeded()
        XCTAssertEqual(bar.subviews.filter { String(describing: type(of: $0)) == "UITabBarButton" }.count, 0)
        let image = try stage.render(scale: 1)
        let pill = bar.convert(bar.pills[0].frame, to: tabs.view)
        let p = image.pixel(x: Int(pill.midX), y: Int(pill.midY))
        XCTAssertEqual([p.red, p.green, p.blue], [52, 199, 89], "the bar's own pill, with no item title over it")
    }

    /// `UIBarAppearance.copy()` returns the same class (Apple: `- (instancetype)copy`), with its
    /// background, shadow and title attributes; changing the bar's appearance leaves the copy.
    func test_barAppearanceCopies_areOfTheSameClass() async throws {
        let bar = UINavigationBar()
        bar.standardAppearance.configureWithOpaqueBackground()
        bar.standardAppearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        var saved: UINavigationBarAppearance?
        saved = bar.standardAppearance.copy()
        let tab: UITabBarAppearance = UITabBarAppearance().copy()
        bar.standardAppearance.configureWithTransparentBackground()
        XCTAssertEqual(saved?.backgroundColor, .systemBackground)
        XCTAssertEqual(saved?.titleTextAttributes[.foregroundColor] as? UIColor, .systemRed)
        XCTAssertEqual(bar.standardAppearance.backgroundColor, .clear)
        XCTAssertNotNil(tab.shadowColor)
    }

    func test_moreNavigationController_exists() async throws {
        let tabs = UITabBarController()
        XCTAssertNotNil(tabs.moreNavigationController.navigationBar)
        tabs.moreNavigationController.navigationBar.tintColor = .red
        XCTAssertEqual(tabs.moreNavigationController.navigationBar.tintColor, .red)
    }

    func test_storyboardSegue_madeInCode_runsItsHandler_andPrepareCanBeOverridden() async throws {
        final class Source: UIViewController {
            var prepared: [String] = []
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                prepared.append(segue.identifier ?? "-")
            }
        }
        let source = Source(), destination = UIViewController()
        var performed = 0
        let segue = UIStoryboardSegue(identifier: "detail", source: source, destination: destination) { performed += 1 }
        XCTAssertTrue(segue.source === source)
        XCTAssertTrue(segue.destination === destination)
        source.prepare(for: segue, sender: nil)
        segue.perform()
        XCTAssertEqual(source.prepared, ["detail"])
        XCTAssertEqual(performed, 1)
        XCTAssertTrue(source.shouldPerformSegue(withIdentifier: "detail", sender: nil))
    }

    func test_performSegue_withoutAStoryboard_isReportedOnOneLine_andDoesNothing() async throws {
        let vc = UIViewController()
        vc.performSegue(withIdentifier: "showDetail", sender: nil)
        let message = try XCTUnwrap(UIView.recentDiagnostics.last?.message)
        XCTAssertTrue(message.contains("no segue with identifier 'showDetail'"), message)
        XCTAssertFalse(message.contains("\n"))
        XCTAssertNil(vc.presentedViewController)
    }

    /// A navigation controller of this test's own, so its appearance proxy styles no other bar.
    final class StyledNavigation: UINavigationController {}

    /// `UINavigationBar.h` marks `titleTextAttributes` and `setBackgroundImage(_:for:barMetrics:)`
    /// `UI_APPEARANCE_SELECTOR`: set on the proxy (the app-wide "white title on a coloured bar"
    /// idiom), they style every bar entering a window, and a bar's own value wins.
    func test_appearanceProxy_stylesTheBarsTitleAttributesAndBackgroundImage() async throws {
        let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [StyledNavigation.self])
        proxy.setBackgroundImage(solid(.red), for: .default)
        proxy.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 24)]
        let root = UIViewController()
        root.title = "WWWWWW"
        let navigation = StyledNavigation(rootViewController: root)
        let stage = makeStage(showing: navigation)
        XCTAssertEqual(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor, .white)
        let image = try stage.render(scale: 1)
        let bar = navigation.navigationBar.frame
        var white = 0
        for y in Int(bar.minY)..<Int(bar.maxY) {
            for x in 120..<273 {
                let p = image.pixel(x: x, y: y)
                if p.red > 240, p.green > 240, p.blue > 240 { white += 1 }
            }
        }
        XCTAssertGreaterThan(white, 300, "the title is drawn white")
        let edge = image.pixel(x: 4, y: Int(bar.midY))
        XCTAssertEqual([edge.red, edge.green, edge.blue], [255, 0, 0], "the proxy's background image")

        let own = StyledNavigation(rootViewController: UIViewController())
        own.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.green]
        _ = makeStage(showing: own)
        XCTAssertEqual(own.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor, .green, "its own wins")
        let plain = UINavigationController(rootViewController: UIViewController())
        _ = makeStage(showing: plain)
        XCTAssertNil(plain.navigationBar.titleTextAttributes, "a bar outside the container is not styled")
    }

    /// Apple, `UITabBarItem.SystemItem`: every system item has its system-defined title and image
    /// (More's three dots, Recents' clock…), drawn above the title in the item's slot.
    func test_systemTabBarItems_allHaveTheirImage_drawnInTheirSlot() async throws {
        let systemItems: [UITabBarItem.SystemItem] = [
            .more, .favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks, .search, .downloads,
            .mostRecent, .mostViewed,
        ]
        for systemItem in systemItems {
            XCTAssertNotNil(UITabBarItem(tabBarSystemItem: systemItem, tag: 0).image, "\(systemItem)")
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [UITabBarItem.SystemItem.recents, .more].map { systemItem in
            let controller = UIViewController()
            controller.view.backgroundColor = .white
            controller.tabBarItem = UITabBarItem(tabBarSystemItem: systemItem, tag: 0)
            return controller
        }
        let stage = makeStage(showing: tabs)
        let image = try stage.render(scale: 1)
        let bar = tabs.tabBar.frame
        for slot in 0..<2 {
            var ink = 0
            let left = Int(bar.width) * slot / 2
            for y in Int(bar.minY) + 4..<Int(bar.minY) + 30 {
                for x in left..<left + Int(bar.width) / 2 where image.pixel(x: x, y: y).red < 200 { ink += 1 }
            }
            XCTAssertGreaterThan(ink, 30, "slot \(slot): the system item's image")
        }
    }
}

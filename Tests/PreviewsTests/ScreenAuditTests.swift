import Previews
import UIKit
import ViewLabRender
import XCTest

/// The audit of a whole screen sees what is presented over it and the cells a list shows.
@MainActor
final class ScreenAuditTests: XCTestCase {
    /// A list of three rows, each with a 24×24 pt button in its content view.
    final class SmallButtonRows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            if cell.contentView.subviews.allSatisfy({ !($0 is UIButton) }) {
                let button = UIButton(frame: CGRect(x: 300, y: 10, width: 24, height: 24))
                button.setTitle("i", for: .normal)
                button.setTitleColor(.black, for: .normal)
                cell.contentView.addSubview(button)
            }
            return cell
        }
    }

    func test_auditOfTheScreen_walksAPresentedControllersView_andTheVisibleCells() async throws {
        let stage = Stage()
        let rows = SmallButtonRows()
        let sheet = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        sheet.view = table
        sheet.modalPresentationStyle = .overFullScreen  // the root stays in the window, under it
        stage.rootViewController.present(sheet, animated: false)
        let report = try AccessibilityAudit.run(stage.root, named: "root", on: stage)
        let hitAreas = report.findings.filter { $0.rule == .hitArea }
        XCTAssertEqual(hitAreas.count, 3, report.text)
        XCTAssertTrue(hitAreas.allSatisfy { $0.path.hasPrefix("root.window!.subviews[") }, report.text)
        XCTAssertTrue(report.readingOrder.contains { $0.contains("Row 2") }, report.text)
        withExtendedLifetime(rows) {}
    }

    func test_auditOfTheRoot_afterAFullScreenPresentationTookItsPlace_auditsTheWindow() async throws {
        let stage = Stage()
        let sheet = UIViewController()
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 24, height: 24))
        button.setTitle("x", for: .normal)
        sheet.view.addSubview(button)
        sheet.modalPresentationStyle = .fullScreen
        stage.rootViewController.present(sheet, animated: false)
        stage.runTurn()
        XCTAssertNil(stage.root.window, "a full-screen presentation removes the presenting view")
        let report = try AccessibilityAudit.run(stage.root, named: "root", on: stage)
        let hitAreas = report.findings.filter { $0.rule == .hitArea }
        XCTAssertEqual(hitAreas.map(\.path.first), ["w"], report.text)
        XCTAssertTrue(hitAreas.first?.path.hasPrefix("window.subviews[") == true, report.text)
    }

    func test_auditOfAView_thatIsNotTheWholeScreen_staysOnIt() async throws {
        let stage = Stage()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.root.addSubview(card)
        let other = UIViewController()
        other.modalPresentationStyle = .overFullScreen
        stage.rootViewController.present(other, animated: false)
        let report = try AccessibilityAudit.run(card, named: "card", on: stage)
        XCTAssertTrue(report.findings.allSatisfy { $0.path.hasPrefix("card") })
    }
}

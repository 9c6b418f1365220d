import Foundation
import Previews
import UIKit

/// Previews that fail in every way a body can, to prove that an export survives them.
enum Faults {
    /// True at run time; the compiler cannot see that the code after it is unreachable.
    static var always: Bool { ProcessInfo.processInfo.environment["VIEWLAB_NEVER_SET"] == nil }
}

#Preview("Traps") {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    if Faults.always { fatalError("this preview traps on purpose") }
    return view
}

#Preview("Loops") {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    while Faults.always { usleep(10_000) }
    return view
}

#Preview("Too big", traits: .fixedLayout(width: 100_000, height: 10)) {
    UIView()
}

#Preview("Fine", traits: .fixedLayout(width: 20, height: 20)) {
    let view = UIView(frame: .zero)
    view.backgroundColor = .systemGreen
    return view
}

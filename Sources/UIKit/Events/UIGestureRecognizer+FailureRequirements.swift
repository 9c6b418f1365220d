// MARK: - Failure requirements

extension UIGestureRecognizer {
    /// Makes this recognizer depend on `otherGestureRecognizer` failing (Apple: "creates a
    /// dependency relationship between the receiver and another gesture recognizer" — a single tap
    /// that must not fire when a double tap does, a pan that yields to a swipe).
    ///
    /// ViewLab honours it when the other has recognized by the time this one would begin: this one
    /// fails. UIKit also holds this one back while the other is still undecided and lets it
    /// recognize once the other fails; here it recognizes at once (see *Differences from iOS*).
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.append { [weak otherGestureRecognizer] in otherGestureRecognizer }
    }

    /// For one touch sequence: which of `recognizers` each waits for, as the recognizers
    /// (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`) and their delegates
    /// (`gestureRecognizer(_:shouldRequireFailureOf:)`, `…shouldBeRequiredToFailBy:`) answer.
    static func askFailureRequirements(among recognizers: [UIGestureRecognizer]) {
        for g in recognizers {
            g.sessionFailureRequirements = recognizers.filter { other in
                other !== g
                    && (g.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: g)
                        || g.delegate?.gestureRecognizer(g, shouldRequireFailureOf: other) == true
                        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: g) == true)
            }.map { other in { [weak other] in other } }
        }
    }

    /// Whether a recognizer this one requires to fail has recognized its gesture.
    var otherRequiredToFailHasRecognized: Bool {
        (failureRequirements + sessionFailureRequirements).contains { required in
            guard let other = required() else { return false }
            return other.state == .began || other.state == .changed || other.state == .ended
        }
    }
}

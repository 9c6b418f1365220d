import Foundation

extension Publishers {
    /// A strategy for filling a buffer (Apple, `Publishers.PrefetchStrategy`).
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// Fill the buffer at subscription time, and keep it full thereafter.
        case keepFull
        /// Avoid prefetching; request on demand.
        case byRequest
    }

    /// A strategy that handles exhaustion of a buffer's capacity (Apple, `Publishers.BufferingStrategy`).
    public enum BufferingStrategy<Failure: Error> {
        /// When the buffer is full, discard the newly received element.
        case dropNewest
        /// When the buffer is full, discard the oldest element in the buffer.
        case dropOldest
        /// When the buffer is full, execute the closure to provide a custom error.
        case customError(() -> Failure)
    }

    /// A publisher that buffers elements from an upstream publisher (Apple, `Buffer`): up to
    /// `size` elements wait for the downstream's demand; one more is handled by `whenFull`.
    /// `.keepFull` asks the upstream for `size` elements at subscription and for one more each
    /// time one goes downstream, so the buffer never overflows; `.byRequest` asks the upstream for
    /// everything at once (as Apple's and OpenCombine's do), so a fast upstream overflows it.
    public struct Buffer<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let size: Int
        public let prefetch: PrefetchStrategy
        public let whenFull: BufferingStrategy<Failure>

        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let buffer = DemandBuffer("Buffer", downstream: subscriber)
            let size = Swift.max(self.size, 0), whenFull = self.whenFull
            let keepFull = prefetch == .keepFull
            let link = UpstreamLink<Output, Failure>(
                initialDemand: keepFull ? .max(size) : .unlimited,
                onValue: { value in
                    guard !buffer.hasDemand, buffer.waiting >= size else { return buffer.send(value) }
                    switch whenFull {
                    case .dropNewest: break
                    case .dropOldest:
                        buffer.dropOldest()
                        buffer.send(value)
                    case .customError(let error): buffer.finish(.failure(error()))
                    }
                }, onCompletion: { buffer.finish($0) })
            if keepFull { buffer.onDelivery = { link.request(.max(1)) } }
            buffer.start(onCancel: link.cancel)
            upstream.subscribe(link)
        }
    }
}

extension Publisher {
    /// Buffers elements received from an upstream publisher.
    public func buffer(
        size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
    ) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}

import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A publisher that delivers the results of performing URL session data tasks (Apple,
    /// `URLSession.DataTaskPublisher`): one `(data, response)` value then `.finished`, or a
    /// `URLError`. Each subscription starts its own task when the subscriber first asks for a
    /// value; cancelling the subscription cancels the task.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let buffer = DemandBuffer("DataTaskPublisher", downstream: subscriber)
            let lock = NSLock()
            var task: URLSessionDataTask?
            let request = self.request, session = self.session
            buffer.start(
                onRequest: { _ in
                    lock.lock()
                    defer { lock.unlock() }
                    guard task == nil else { return }
                    let started = session.dataTask(with: request) { data, response, error in
                        if let error {
                            buffer.finish(.failure(error as? URLError ?? URLError(.unknown)))
                        } else if let data, let response {
                            buffer.send((data, response))
                            buffer.finish(.finished)
                        } else {
                            buffer.finish(.failure(URLError(.badServerResponse)))
                        }
                    }
                    task = started
                    started.resume()
                },
                onCancel: {
                    lock.lock()
                    let running = task
                    lock.unlock()
                    running?.cancel()
                })
        }
    }

    /// Returns a publisher that wraps a URL session data task for a given URL.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Returns a publisher that wraps a URL session data task for a given URL request.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

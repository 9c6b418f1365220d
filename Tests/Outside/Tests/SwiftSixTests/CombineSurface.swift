import Combine
import Foundation

/// The breadth of Combine a chart's view model uses, in the Swift 6 language mode: `@Published`
/// with `$` publishers, subjects, `flatMap` into a `Future`, `assign(to: &$…)`, schedulers,
/// `Timer.publish`, notifications, `objectWillChange`, `values`. It compiles as on iOS and
/// `CombineSwiftSixTests` runs it.
struct Point: Equatable { var x: Double; var y: Double }
enum LoadError: Error { case failed }

@MainActor
final class SurfaceChartViewModel: ObservableObject {
    @Published var points: [Point] = []
    @Published var selection: Int?
    @Published private(set) var isLoading = false
    @Published var query = ""
    let refresh = PassthroughSubject<Void, Never>()
    let zoom = CurrentValueSubject<Double, Never>(1)
    private var cancellables = Set<AnyCancellable>()
    var summary = ""

    init() {
        $points
            .map { $0.map(\.y).max() ?? 0 }
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] max in self?.summary = "max \(max)" }
            .store(in: &cancellables)
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] in self?.search($0) }
            .store(in: &cancellables)
        Publishers.CombineLatest($points, zoom)
            .map { points, zoom in points.map { Point(x: $0.x * zoom, y: $0.y) } }
            .sink { _ in }
            .store(in: &cancellables)
        refresh
            .flatMap { [unowned self] _ in self.load().replaceError(with: []) }
            .assign(to: &$points)
        NotificationCenter.default.publisher(for: Notification.Name("Reload"))
            .sink { [weak self] _ in self?.refresh.send() }
            .store(in: &cancellables)
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.tick() }
            .store(in: &cancellables)
        objectWillChange
            .sink { _ in }
            .store(in: &cancellables)
        $selection.compactMap { $0 }.throttle(for: 0.5, scheduler: DispatchQueue.main, latest: true).sink { _ in }.store(in: &cancellables)
        zoom.delay(for: .seconds(1), scheduler: DispatchQueue.main).sink { _ in }.store(in: &cancellables)
        $points.dropFirst().first().sink { _ in }.store(in: &cancellables)
        Just(3).merge(with: Just(4)).collect().sink { _ in }.store(in: &cancellables)
        Just(1).zip(Just("a")).sink { _ in }.store(in: &cancellables)
        $isLoading.assign(to: \.loadingShown, on: self).store(in: &cancellables)
        $points.map(\.count).prepend(0).scan(0, +).sink { _ in }.store(in: &cancellables)
        zoom.share().handleEvents(receiveOutput: { _ in }).sink { _ in }.store(in: &cancellables)
        [1, 2, 3].publisher.filter { $0 > 1 }.sink { _ in }.store(in: &cancellables)
    }

    var loadingShown = false

    func load() -> AnyPublisher<[Point], Error> {
        Future<[Point], Error> { promise in
            promise(.success([Point(x: 0, y: 1)]))
        }
        .tryMap { points in
            guard !points.isEmpty else { throw LoadError.failed }
            return points
        }
        .catch { _ in Just([]).setFailureType(to: Error.self) }
        .eraseToAnyPublisher()
    }

    func search(_ text: String) {}
    func tick() {}

    func stream() async {
        for await value in $points.values { _ = value; break }
        isLoading = false
    }
}


final class SurfaceStore {
    @Published var count = 0
    var bag: [AnyCancellable] = []
    func bind(to subject: CurrentValueSubject<Int, Never>) {
        subject.sink { [weak self] in self?.count = $0 }.store(in: &bag)
        let _: AnyPublisher<Int, Never> = $count.eraseToAnyPublisher()
        let deferred = Deferred { Just(1) }
        deferred.sink { _ in }.store(in: &bag)
        Empty<Int, Never>().sink { _ in }.store(in: &bag)
        Fail<Int, LoadError>(error: .failed).mapError { $0 as Error }.sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &bag)
        subject.subscribe(on: DispatchQueue.global()).receive(on: OperationQueue.main).sink { _ in }.store(in: &bag)
        subject.receive(on: ImmediateScheduler.shared).sink { _ in }.store(in: &bag)
        let subscriber = AnySubscriber<Int, Never>(receiveSubscription: { $0.request(.max(1)) }, receiveValue: { _ in .none }, receiveCompletion: { _ in })
        subject.subscribe(subscriber)
        subject.map { $0 * 2 }.switchToLatest2(self)
    }
}

extension Publisher where Failure == Never {
    func switchToLatest2(_ store: SurfaceStore) {
        map { _ in Just(1) }.switchToLatest().sink { _ in }.store(in: &store.bag)
    }
}

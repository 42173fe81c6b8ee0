import QuiltCore
import QuiltModuleCore

// Operations: starting, joining, superseding and finishing the work an intent
// starts (rules in the type's documentation), and retrying failed requests.
extension PageLoader {
    func startLoad(_ intent: LoadIntent, phase: LoadPhase, involved: [String]) async -> LoadOutcome {
        supersedeRunning()
        generation += 1
        let operation = makeOperation(.load, intent)
        for id in involved {
            var state = states[id] ?? RequestState()
            if intent == .retry, state.failure?.position == .next {
                state.isLoadingMore = true
            } else {
                state.stateBeforeLoad = state.state
                state.state = .loading
            }
            states[id] = state
        }
        emit(.didStartLoad(intent))
        if case .force(keepData: false) = intent {
            clearLoadedSections(intent: intent)
        } else {
            // A section without items shows its loading view again (a retry
            // after a failure, a refresh of an empty section).
            publishStates(intent: intent)
        }
        return await launch(operation, phase: phase, involved: involved)
    }

    func startAppending(_ kind: Operation.Kind) async -> LoadOutcome {
        if let current = running[kind] {
            joinedCount += 1
            return await current.task.value
        }
        if running[.load] != nil { return .refused("a load is running; try again when it ends") }
        let involved: [String]
        if kind == .loadMore {
            involved = module.allRequests.map({ $0.id }).filter(canLoadMore)
            guard !involved.isEmpty else { return .refused("nothing more to load") }
        } else {
            involved = module.allModules.filter({ $0.loadsNewer }).flatMap({ $0.requests }).map({ $0.id }).filter {
                states[$0]?.state == .loaded || states[$0]?.state == .empty
            }
            guard !involved.isEmpty else { return .refused("no loaded timeline to load newer items into") }
        }
        let operation = makeOperation(kind, kind == .loadMore ? .loadMore : .loadNewer)
        for id in involved { states[id]?.isLoadingMore = true }
        emit(kind == .loadMore ? .didStartLoadMore : .didStartLoadNewer)
        return await launch(operation, phase: kind == .loadMore ? .loadMore : .loadNewer, involved: involved)
    }

    func makeOperation(_ kind: Operation.Kind, _ intent: LoadIntent) -> Operation {
        operationCount += 1
        return Operation(id: operationCount, generation: generation, kind: kind, intent: intent)
    }

    func launch(_ operation: Operation, phase: LoadPhase, involved: [String]) async -> LoadOutcome {
        // The task starts once this method suspends, so `running` is set before it reads it.
        let task = Task { await self.execute(operation, phase: phase) }
        running[operation.kind] = Running(operation: operation, task: task, involved: involved)
        return await task.value
    }

    func execute(_ operation: Operation, phase: LoadPhase) async -> LoadOutcome {
        let context = ModuleContext(loader: self, operation: operation)
        if operation.intent == .retry {
            await retryFailed(running[.load]?.involved ?? [], context: context)
        } else {
            await module.run(phase, context: context)
        }
        return finish(operation)
    }

    func finish(_ operation: Operation) -> LoadOutcome {
        guard let current = running[operation.kind], current.operation.id == operation.id,
            operation.generation == generation
        else {
            return .superseded
        }
        running[operation.kind] = nil
        settle(current)
        publishStates(intent: operation.intent)
        let errors = current.failures
        switch operation.kind {
        case .load: emit(errors.isEmpty ? .didFinishLoad(operation.intent) : .didFailLoad(operation.intent, errors))
        case .loadMore: emit(errors.isEmpty ? .didFinishLoadMore : .didFailLoadMore(errors))
        case .loadNewer: emit(errors.isEmpty ? .didFinishLoadNewer : .didFailLoadNewer(errors))
        }
        return errors.isEmpty ? .finished : .failed(errors)
    }

    /// Cancels every running operation; each reports its `didCancel…` now.
    func supersedeRunning() {
        for kind in [Operation.Kind.load, .loadMore, .loadNewer] {
            guard let current = running.removeValue(forKey: kind) else { continue }
            current.task.cancel()
            settle(current)
            switch kind {
            case .load: emit(.didCancelLoad(current.operation.intent))
            case .loadMore: emit(.didCancelLoadMore)
            case .loadNewer: emit(.didCancelLoadNewer)
            }
        }
    }

    /// Requests an operation touched but did not commit or fail go back to
    /// where they were; no request stays marked as loading more.
    func settle(_ operation: Running) {
        for id in operation.involved {
            guard var state = states[id] else { continue }
            if state.state == .loading { state.state = state.stateBeforeLoad }
            state.isLoadingMore = false
            states[id] = state
        }
    }

    /// Fetches each failed request again, in declared order, at the page it
    /// failed on; a request that failed because an earlier one of its chain
    /// did runs with that request's new response.
    func retryFailed(_ ids: [String], context: ModuleContext) async {
        var responses: [String: DataValue] = [:]
        var failedAgain: Set<String> = []
        for id in ids {
            guard let request = requestSpecs[id], let failure = states[id]?.failure else { continue }
            var values = states[id]?.values ?? [:]
            for (name, response) in responses { values[name] = response }
            if case .dependencyFailed(let dependency) = failure.error.reason, failedAgain.contains(dependency) {
                await context.fail(request, at: failure.position, error: failure.error, values: values)
                failedAgain.insert(id)
                continue
            }
            switch await context.fetch(request, at: failure.position, values: values) {
            case .success(let fetched):
                guard await context.commit([fetched]) else { return }
                responses[id] = fetched.response
            case .failure(let error):
                await context.fail(request, at: failure.position, error: error, values: values)
                failedAgain.insert(id)
            }
        }
    }
}

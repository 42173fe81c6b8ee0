import QuiltCore
import QuiltModules

/// A transport whose responses the test scripts: each URL maps to a body and
/// an optional gate. Its requests ignore cancellation on purpose, so that a
/// superseded request's response does arrive late — the loader must drop it.
struct ScriptedTransport: RequestTransport {
    let bodies: [String: DataValue]
    let gates: [String: Gate]
    let arrivals: Arrivals

    func dataRequest(for request: ResolvedRequest) throws(RequestError) -> any DataRequest {
        let query = request.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let key = query.isEmpty ? request.url : "\(request.url)?\(query)"
        return Scripted(
            requestID: request.requestID, target: key, body: bodies[key], gate: gates[key], arrivals: arrivals)
    }

    struct Scripted: DataRequest {
        let requestID: String
        let target: String
        let body: DataValue?
        let gate: Gate?
        let arrivals: Arrivals

        func fetch() async throws(RequestError) -> DataValue {
            await arrivals.record(target)
            await gate?.wait()
            guard let body else { throw RequestError(request: requestID, target: target, reason: .httpStatus(404)) }
            return body
        }
    }
}

/// `{"items": [{"id": …}]}` as a data value, with extra members.
func listValue(_ ids: [String], _ extra: [String: DataValue] = [:]) -> DataValue {
    var members = extra
    members["items"] = .array(ids.map { .object(["id": .string($0)]) })
    return .object(members)
}

import QuiltCore

/// A module kind paired with the options it decoded for one module: what a
/// ``ModuleSpec`` keeps, behind a class so that kinds of every type share
/// one stored type in the native build and in Embedded Swift alike.
///
/// The kind's summary (name, order, `loadsNewer`) is read once, when the
/// pair is made. Its one subclass here (``TypedDecodedModule``) keeps the
/// kind and its options as their own types; `QuiltModules` subclasses that
/// to add loading.
open class DecodedModule: @unchecked Sendable {
    // Unchecked: every stored property is a `let` of a Sendable type, here
    // and in the subclasses; a non-final class cannot declare that.

    /// The kind's name.
    public let kindName: String
    /// ``ModuleKind/order``.
    public let order: RequestOrder
    /// ``ModuleKind/loadsNewer``.
    public let loadsNewer: Bool

    init(kindName: String, order: RequestOrder, loadsNewer: Bool) {
        self.kindName = kindName
        self.order = order
        self.loadsNewer = loadsNewer
    }

    /// ``ModuleKind/children(of:)`` with the decoded options.
    open var children: [ModuleSpec] { [] }
}

/// A ``DecodedModule`` of one kind type.
open class TypedDecodedModule<Kind: ModuleKind>: DecodedModule, @unchecked Sendable {
    /// The kind.
    public let kind: Kind
    /// Its options for the module.
    public let options: Kind.Options

    /// Pairs `kind` with `options`.
    public init(kind: Kind, options: Kind.Options) {
        self.kind = kind
        self.options = options
        super.init(kindName: kind.name, order: kind.order, loadsNewer: kind.loadsNewer)
    }

    /// `object` as this class, or nil. Every cast to this class goes through
    /// here, naming its initializer: Embedded Swift emits a generic class's
    /// specialised metadata lazily, and a module casting to a specialisation
    /// it never creates crashes the compiler (Swift 6.3).
    static func cast(_ object: DecodedModule) -> TypedDecodedModule<Kind>? {
        let make: (Kind, Kind.Options) -> TypedDecodedModule<Kind> = { TypedDecodedModule<Kind>(kind: $0, options: $1) }
        _ = make
        return object as? TypedDecodedModule<Kind>
    }

    override open var children: [ModuleSpec] { kind.children(of: options) }
}

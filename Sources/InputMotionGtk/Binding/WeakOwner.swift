/// A weak reference to an observer's owner: observers live only as long as what registered them.
struct WeakOwner {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

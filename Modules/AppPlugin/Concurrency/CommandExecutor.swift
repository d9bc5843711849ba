/// The task executor a running command's work prefers (`AsyncCommand` sets
/// it). Unstructured tasks do not inherit a task's executor preference, but
/// they do copy its task-local values: code that starts one (a request's
/// race against its deadline) passes this on, so the work stays on the
/// command's thread instead of waking threads of the shared pool.
package enum CommandExecutor {
    @TaskLocal package static var preferred: (any TaskExecutor)?
}

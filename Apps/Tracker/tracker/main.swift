import AppPlugin
import TrackerApp

// Until AppRunner lands on main: keep the executable building.
_ = TrackerPlugin()

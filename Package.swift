// swift-tools-version: 6.0
// AdaptiveLayout: Auto Layout with size classes, for Linux, CI and any Swift program.
// No package dependencies, by design: only the toolchain.

import PackageDescription

let package = Package(
  name: "AdaptiveLayout",
  products: [
    // MARK: Libraries for embedding
    .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
    .library(name: "AdaptiveLayout", targets: ["AdaptiveLayout"]),
    .library(name: "SizeClasses", targets: ["SizeClasses"]),
    .library(name: "SceneFormat", targets: ["SceneFormat"]),
    .library(name: "AdaptiveTransitions", targets: ["AdaptiveTransitions"]),
    .library(name: "LayoutValidation", targets: ["LayoutValidation"]),
    .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
    .library(name: "AdaptiveCommands", targets: ["AdaptiveCommands"]),

    // MARK: Command-line tools
    .executable(name: "adaptive", targets: ["adaptive"]),
    .executable(name: "adaptive-bench", targets: ["adaptive-bench"]),
  ],
  dependencies: [],
  targets: [
    // The constraint solver: knows nothing of views; imports only the standard library.
    .target(name: "LayoutSolver"),

    // The layout model and engine: views, guides, attributes, Auto Layout semantics.
    .target(name: "AdaptiveLayout", dependencies: ["LayoutSolver"]),

    // Size classes and trait resolution: which variation of each item applies to a trait pair.
    .target(name: "SizeClasses", dependencies: ["AdaptiveLayout"]),

    // Trait changes over time: the diff between two resolved scenes applied to a live engine, and
    // the interpolation of frames into an animated transition.
    .target(name: "AdaptiveTransitions", dependencies: ["AdaptiveLayout", "SizeClasses"]),

    // Checking a scene in every size class and device configuration.
    .target(
      name: "LayoutValidation",
      dependencies: ["AdaptiveLayout", "SizeClasses", "AdaptiveTransitions"]
    ),

    // The `.scene` text format: parsing and diagnostics.
    .target(name: "SceneFormat", dependencies: ["AdaptiveLayout", "SizeClasses"]),

    // Pictures: layouts and transitions as SVG.
    .target(name: "LayoutRendering", dependencies: ["AdaptiveLayout", "AdaptiveTransitions"]),

    // The commands of the `adaptive` tool, as a library so tests can call them in-process.
    .target(
      name: "AdaptiveCommands",
      dependencies: [
        "LayoutSolver", "AdaptiveLayout", "SizeClasses", "SceneFormat", "AdaptiveTransitions",
        "LayoutValidation", "LayoutRendering",
      ]),

    // The thin command-line front end.
    .executableTarget(name: "adaptive", dependencies: ["AdaptiveCommands"]),

    // Benchmarks: numbers, not timed tests.
    .executableTarget(
      name: "adaptive-bench", dependencies: ["LayoutSolver", "AdaptiveLayout", "AdaptiveCommands"]),

    // MARK: Tests
    .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
    .testTarget(name: "AdaptiveLayoutTests", dependencies: ["AdaptiveLayout", "LayoutSolver"]),
    .testTarget(name: "SizeClassesTests", dependencies: ["SizeClasses"]),
    .testTarget(
      name: "LayoutValidationTests",
      dependencies: ["LayoutValidation", "AdaptiveLayout", "SizeClasses", "SceneFormat"]),
    .testTarget(
      name: "AdaptiveTransitionsTests",
      dependencies: [
        "AdaptiveTransitions", "AdaptiveLayout", "SizeClasses", "LayoutRendering", "SceneFormat",
      ]),
    .testTarget(name: "SceneFormatTests", dependencies: ["SceneFormat", "AdaptiveLayout"]),
    .testTarget(
      name: "AdaptiveCommandsTests", dependencies: ["AdaptiveCommands", "LayoutSolver"]),
  ],
  swiftLanguageModes: [.v6]
)

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
    .library(name: "DeviceProfiles", targets: ["DeviceProfiles"]),
    .library(name: "TraitDiff", targets: ["TraitDiff"]),
    .library(name: "Interpolation", targets: ["Interpolation"]),
    .library(name: "SceneFormat", targets: ["SceneFormat"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "LayoutValidation", targets: ["LayoutValidation"]),
    .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
    .library(name: "AdaptiveCommands", targets: ["AdaptiveCommands"]),

    // MARK: Command-line tools
    .executable(name: "adaptive", targets: ["adaptive"]),
    .executable(name: "adaptive-bench", targets: ["adaptive-bench"]),
  ],
  dependencies: [],
  targets: [
    // The constraint solver: knows nothing of views; imports only the standard library (and the
    // toolchain's Synchronization, for atomics, except on Apple's platforms: see DenseTable).
    .target(name: "LayoutSolver"),

    // The layout model and engine: views, guides, attributes, Auto Layout semantics.
    .target(name: "AdaptiveLayout", dependencies: ["LayoutSolver"]),

    // Trait resolution: size classes, and which variation of each item applies to a trait pair.
    .target(name: "SizeClasses", dependencies: ["AdaptiveLayout"]),

    // Device profiles: screens, their size classes and safe areas per configuration; the JSON
    // schema, the catalog and the bundled profiles.
    .target(name: "DeviceProfiles", dependencies: ["AdaptiveLayout", "SizeClasses"]),

    // The diff between two resolutions of a scene (a trait change), applied to a live engine.
    .target(name: "TraitDiff", dependencies: ["AdaptiveLayout", "SizeClasses"]),

    // Animated transitions: timing curves, springs, and the interpolation of old and new frames.
    .target(name: "Interpolation", dependencies: ["AdaptiveLayout"]),

    // The `.scene` text format: parsing and diagnostics.
    .target(name: "SceneFormat", dependencies: ["AdaptiveLayout", "SizeClasses"]),

    // Interface Builder documents (.storyboard, .xib) read into the same adaptive scenes, with the
    // design device each was laid out on.
    .target(
      name: "InterfaceBuilder", dependencies: ["AdaptiveLayout", "SizeClasses", "DeviceProfiles"]),

    // Checking a scene in every size class and device configuration.
    .target(
      name: "LayoutValidation",
      dependencies: ["AdaptiveLayout", "SizeClasses", "DeviceProfiles", "TraitDiff"]
    ),

    // Pictures: layouts and transitions as SVG.
    .target(name: "LayoutRendering", dependencies: ["AdaptiveLayout", "Interpolation"]),

    // The commands of the `adaptive` tool, as a library so tests can call them in-process.
    .target(
      name: "AdaptiveCommands",
      dependencies: [
        "LayoutSolver", "AdaptiveLayout", "SizeClasses", "DeviceProfiles", "TraitDiff",
        "Interpolation", "SceneFormat", "InterfaceBuilder", "LayoutValidation",
        "LayoutRendering",
      ]),

    // The thin command-line front end.
    .executableTarget(name: "adaptive", dependencies: ["AdaptiveCommands"]),

    // Benchmarks: numbers, not timed tests.
    .executableTarget(
      name: "adaptive-bench",
      dependencies: [
        "LayoutSolver", "AdaptiveLayout", "SizeClasses", "DeviceProfiles", "TraitDiff",
        "SceneFormat", "AdaptiveCommands",
      ]),

    // MARK: Tests
    .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
    .testTarget(name: "AdaptiveLayoutTests", dependencies: ["AdaptiveLayout", "LayoutSolver"]),
    .testTarget(name: "SizeClassesTests", dependencies: ["SizeClasses"]),
    .testTarget(name: "DeviceProfilesTests", dependencies: ["DeviceProfiles", "SizeClasses"]),
    .testTarget(
      name: "LayoutValidationTests",
      dependencies: [
        "LayoutValidation", "AdaptiveLayout", "SizeClasses", "DeviceProfiles", "SceneFormat",
      ]),
    .testTarget(
      name: "TraitDiffTests",
      dependencies: ["TraitDiff", "AdaptiveLayout", "SizeClasses", "SceneFormat"]),
    .testTarget(
      name: "InterpolationTests",
      dependencies: ["Interpolation", "AdaptiveLayout", "LayoutRendering"]),
    .testTarget(name: "SceneFormatTests", dependencies: ["SceneFormat", "AdaptiveLayout"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: ["InterfaceBuilder", "AdaptiveLayout", "SizeClasses", "SceneFormat"]),
    .testTarget(
      name: "AdaptiveCommandsTests", dependencies: ["AdaptiveCommands", "LayoutSolver"]),
  ],
  swiftLanguageModes: [.v6]
)

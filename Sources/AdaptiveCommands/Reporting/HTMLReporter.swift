import AdaptiveLayout
import Foundation
import LayoutRendering
import LayoutValidation

/// One self-contained HTML page (no network, no files beside it): per file, every layout drawn
/// as an inline SVG picture with its problem views and guides in red, the problems listed beside
/// it (hovering one outlines its item), and filters by device, size class, direction and rule.
enum HTMLReporter {
  static func render(_ run: ValidationRun) -> String {
    var pieces: [String] = []
    write(run) { pieces.append($0) }
    return pieces.joined()
  }

  /// Writes the page a piece per figure, so that a large run's page is never held whole.
  static func write(_ run: ValidationRun, emit: (String) -> Void) {
    var devices: [String] = []
    var classes: [String] = []
    for file in run.files {
      for layout in file.layouts {
        let device = layout.report.target.profile ?? "canvas"
        if !devices.contains(device) { devices.append(device) }
        let traits = layout.report.target.traits.description
        if !classes.contains(traits) { classes.append(traits) }
      }
    }
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>adaptive validate</title>
      <style>\(style)</style>
      </head>
      <body>
      <header>
      <h1>adaptive validate</h1>
      <p id="total">\(Markup.escape(TextReporter.total(run)))</p>
      <form id="filters">

      """
    func flush() {
      emit(out)
      out.removeAll(keepingCapacity: true)
    }
    out += select("device", "Device", ["canvas"] + devices.filter { $0 != "canvas" })
    out += select("class", "Class", classes.sorted())
    out += select("direction", "Direction", ["ltr", "rtl"])
    out += select("rule", "Rule", ValidationRule.allCases.map(\.id))
    out += """
      <label><input type="checkbox" id="f-problems"> only layouts with problems</label>
      <span id="shown"></span>
      </form>
      </header>

      """
    for file in run.files {
      out += "<section class=\"file\" data-path=\"\(Markup.escape(file.path))\">\n"
      out += "<h2>\(Markup.escape(file.path)) <span class=\"summary\">"
      out += Markup.escape(file.summary) + "</span></h2>\n"
      if let failure = file.failure {
        let text = failure.map(\.text).joined(separator: "\n")
        out += "<pre class=\"failure\">\(Markup.escape(text))</pre>\n"
      }
      if file.isDocument {
        // Each scene of a storyboard or xib under its own heading, with its own summary.
        for scene in file.sceneNames {
          out += "<section class=\"scene\" data-scene=\"\(Markup.escape(scene))\">\n"
          out += "<h3>scene \(Markup.escape(scene)) <span class=\"summary\">"
          out +=
            Markup.escape(file.counts(ofScene: scene).summary) + "</span></h3>\n"
          if let problems = file.sceneWideProblems[scene], !problems.isEmpty {
            out += "<ul class=\"problems scene-wide\">\n"
            for p in problems { out += item(p, ids: file.identifiers) }
            out += "</ul>\n"
          }
          out += "<div class=\"layouts\">\n"
          for layout in file.layouts where layout.scene == scene {
            out += figure(layout, path: file.path)
            flush()
          }
          out += "</div>\n</section>\n"
        }
        out += "</section>\n"
        continue
      }
      if !file.problems.isEmpty {
        out += "<ul class=\"problems scene-wide\">\n"
        for p in file.problems { out += item(p) }
        out += "</ul>\n"
      }
      out += "<div class=\"layouts\">\n"
      for layout in file.layouts {
        out += figure(layout, path: file.path)
        flush()
      }
      out += "</div>\n</section>\n"
    }
    out += "<script>\(script)</script>\n</body>\n</html>\n"
    emit(out)
  }

  static func select(_ id: String, _ label: String, _ values: [String]) -> String {
    var out = "<label>\(label) <select id=\"f-\(id)\"><option value=\"\">all</option>"
    for v in values {
      out += "<option value=\"\(Markup.escape(v))\">\(Markup.escape(v))</option>"
    }
    return out + "</select></label>\n"
  }

  static func figure(_ layout: CheckedLayout, path: String) -> String {
    let report = layout.report
    let t = report.target
    let rules = Set(report.problems.map(\.rule)).sorted().map(\.id).joined(separator: " ")
    let status =
      report.problems.isEmpty
      ? "ok" : report.hasErrors ? "error" : "warning"
    var out =
      "<figure class=\"layout \(status)\" data-device=\"\(Markup.escape(t.profile ?? "canvas"))\" "
      + "data-class=\"\(t.traits)\" data-direction=\"\(t.isRightToLeft ? "rtl" : "ltr")\" "
      + "data-rules=\"\(rules)\">\n"
    out += "<figcaption>\(Markup.escape(TextReporter.describe(t)))</figcaption>\n"
    // The picture without its caption (the figure has one); the SVG writer's own markup.
    var picture = SheetReporter.picture(layout, path: path)
    picture.title = ""
    // Every figure draws the same items: their names become data attributes rather than ids,
    // which must be unique in an HTML page. (Names are escaped, so the text is only markup.)
    out += SVGWriter.document(picture, itemAttribute: "data-item")
    if !report.problems.isEmpty {
      out += "<ul class=\"problems\">\n"
      for p in report.problems { out += item(p, ids: layout.identifiers) }
      out += "</ul>\n"
    }
    out += "</figure>\n"
    return out
  }

  /// A problem in the list; `ids` adds a document view's id after the message.
  static func item(_ p: ValidationProblem, ids: [String: String] = [:]) -> String {
    var p = p
    if let id = ids[p.item] { p.message += " (id \(id))" }
    let items = (p.views + p.guides).map(Markup.escape).joined(separator: " ")
    return "<li class=\"\(p.severity.rawValue)\" data-rule=\"\(p.rule.id)\" "
      + "data-items=\"\(items)\"><b>\(p.severity.rawValue)</b> "
      + "<code>\(p.location.line):\(p.location.column)</code> "
      + "\(Markup.escape(p.message)) <code>[\(p.rule.id)]</code></li>\n"
  }

  static let style = """
    body{font:14px -apple-system,Helvetica,sans-serif;margin:0;color:#222}
    header{position:sticky;top:0;background:#fafafa;border-bottom:1px solid #ddd;padding:8px 16px;z-index:1}
    h1{font-size:18px;margin:0 0 4px}h2{font-size:15px;margin:16px}h3{font-size:14px;margin:12px 16px}
    .summary{font-weight:normal;color:#555}
    form label{margin-right:12px}
    .layouts{display:flex;flex-wrap:wrap;gap:12px;padding:0 16px}
    figure{margin:0;border:1px solid #ddd;border-radius:6px;padding:6px;width:260px;background:#fff}
    figure.error{border-color:#d62728;border-width:2px}figure.warning{border-color:#e8a33d;border-width:2px}
    figure svg{width:100%;height:240px;display:block}
    figcaption{font-size:12px;margin-bottom:4px}
    ul.problems{margin:6px 0 0;padding-left:16px;font-size:12px}
    li.error b{color:#d62728}li.warning b{color:#b8741a}
    li:hover{background:#fff3cd}
    g.focus rect{stroke-width:4;stroke:#d62728}
    .hidden{display:none}pre.failure{color:#d62728;margin:0 16px}
    """

  static let script = """
    (function(){
    var ids=['device','class','direction','rule'];
    function apply(){
      var want={};ids.forEach(function(i){want[i]=document.getElementById('f-'+i).value;});
      var only=document.getElementById('f-problems').checked,shown=0;
      document.querySelectorAll('figure.layout').forEach(function(f){
        var ok=(!want.device||f.dataset.device===want.device)&&(!want['class']||f.dataset['class']===want['class'])
          &&(!want.direction||f.dataset.direction===want.direction)
          &&(!want.rule||f.dataset.rules.split(' ').indexOf(want.rule)>=0)
          &&(!only||f.dataset.rules!=='');
        f.classList.toggle('hidden',!ok);if(ok)shown++;
      });
      document.getElementById('shown').textContent=shown+' layouts shown';
    }
    ids.forEach(function(i){document.getElementById('f-'+i).addEventListener('change',apply);});
    document.getElementById('f-problems').addEventListener('change',apply);
    document.querySelectorAll('figure li').forEach(function(li){
      function mark(on){var f=li.closest('figure');(li.dataset.items||'').split(' ').forEach(function(n){
        if(!n)return;f.querySelectorAll('g').forEach(function(g){if(g.dataset.item===n)g.classList.toggle('focus',on);});});}
      li.addEventListener('mouseenter',function(){mark(true);});li.addEventListener('mouseleave',function(){mark(false);});
    });
    var q=new URLSearchParams(location.search);ids.forEach(function(i){if(q.get(i))document.getElementById('f-'+i).value=q.get(i);});
    if(q.get('problems'))document.getElementById('f-problems').checked=true;
    apply();
    })();
    """
}

declare module "../../build/index.js" {
  const worker: ExportedHandler;
  export default worker;
}

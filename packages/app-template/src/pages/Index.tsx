const Index = () => {
  return (
    <div className="flex min-h-screen items-center justify-center bg-background">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold text-foreground">
          Your app starts here
        </h1>
        <p className="text-xl text-muted-foreground">
          Describe what you want and Kiln builds it.
        </p>
      </div>
    </div>
  )
}

export default Index
